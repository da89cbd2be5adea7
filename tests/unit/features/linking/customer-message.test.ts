import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError, TimeoutError } from '@/api/errors';
import { aaErrorCode, customerMessage } from '@/features/linking/ui/customer-message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });

const aa = (status: number, code: string, message: string, attempts?: number) =>
  new ApiError(
    status,
    { error: { code, message, ...(attempts === undefined ? {} : { attempts_left: attempts }) } },
    message,
  );

describe('customerMessage', () => {
  it.each([
    [aa(502, 'PARTNER_ERROR', 'Invalid auth key'), 'Please try again after 30 mins'],
    [
      aa(502, 'PARTNER_ERROR', 'Empty response from login'),
      'Please restart the journey, faced error from partner',
    ],
    [
      aa(502, 'PARTNER_ERROR', "Cannot read properties of null (reading 'addEventListener')"),
      'Please restart the journey, faced error from partner',
    ],
    [aa(502, 'PARTNER_ERROR', 'Failed to fetch'), 'Please reload the app and try again'],
    [aa(502, 'PARTNER_ERROR', 'something new'), 'Something went wrong.'],
    [aa(400, 'INVALID_OTP', 'Incorrect OTP', 2), 'That OTP is incorrect. 2 attempts left.'],
    [aa(400, 'INVALID_OTP', 'Incorrect OTP', 1), 'That OTP is incorrect. 1 attempt left.'],
    [aa(400, 'INVALID_OTP', 'Incorrect OTP'), 'That OTP is incorrect. Please check and try again.'],
    [aa(429, 'OTP_LOCKED', 'locked', 0), 'Too many incorrect attempts. Please ask for a new OTP.'],
    [aa(400, 'OTP_EXPIRED', 'expired'), 'This OTP has expired. Please ask for a new one.'],
    [new NetworkError(), 'You seem to be offline. Check your connection and try again.'],
    [new TimeoutError(20_000), 'This is taking longer than it should. Please try again.'],
    [
      new ApiError(503, null, 'down'),
      'Our servers are having trouble right now. Please try again in a moment.',
    ],
    [new Error('boom'), 'Something went wrong.'],
    ['not even an error', 'Something went wrong.'],
  ])('%#: maps to what the customer reads', (error, text) => {
    expect(customerMessage(error, english)).toBe(text);
  });

  it('says the same in Hindi, with the attempts in the plural', () => {
    expect(customerMessage(aa(400, 'INVALID_OTP', 'Incorrect OTP', 2), inHindi)).toBe(
      'यह OTP गलत है। 2 कोशिशें बाकी हैं।',
    );
    expect(customerMessage(aa(502, 'PARTNER_ERROR', 'Failed to fetch'), inHindi)).toBe(
      'कृपया ऐप दोबारा खोलें और फिर से कोशिश करें',
    );
    expect(customerMessage(new Error('boom'), inHindi)).toBe('कुछ गलत हो गया।');
    expect(customerMessage(new NetworkError(), inHindi)).toBe(inHindi.messages['common.error.offline']);
  });

  it('reads the code of an AA answer (its attempts: the OTP messages above)', () => {
    expect(aaErrorCode(aa(400, 'INVALID_OTP', 'x', 2))).toBe('INVALID_OTP');
    expect(aaErrorCode(new Error('x'))).toBeNull();
  });
});
