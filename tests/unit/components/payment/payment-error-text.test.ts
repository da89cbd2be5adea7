import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError, TimeoutError } from '@/api/errors';
import { paymentErrorTextOf } from '@/components/payment/payment-error-text';

const refusal = (status: number, code: string) =>
  new ApiError(status, { error: { code, message: 'raw server words' } }, `HTTP ${status}`);

describe('paymentErrorTextOf', () => {
  it.each([
    [422, 'INSUFFICIENT_FUNDS', /not have enough balance.*No money was taken/],
    [503, 'BANK_DOWN', /bank is not answering.*No money was taken/],
    [504, 'GATEWAY_TIMEOUT', /may have gone through.*never charges twice/],
    [409, 'QUOTE_CHANGED', /amount due has changed.*No money was taken/],
    [422, 'AMOUNT_ABOVE_MAXIMUM', /total due plus unbilled/],
    [422, 'IDEMPOTENCY_KEY_REUSED', /No second payment was made/],
  ])('%i %s says whether money moved and what to do next', (status, code, text) => {
    expect(paymentErrorTextOf(refusal(status, code))).toMatch(text);
  });

  it('a lost answer or a timeout may have gone through: pressing again is safe', () => {
    for (const error of [new NetworkError(), new TimeoutError(15_000)]) {
      expect(paymentErrorTextOf(error)).toMatch(/may have gone through.*never charges twice/);
    }
  });

  it('anything else reads as every other failure does, never the raw server words', () => {
    expect(paymentErrorTextOf(refusal(500, 'BOOM'))).toBe(
      'Our servers are having trouble right now. Please try again in a moment.',
    );
    expect(paymentErrorTextOf(refusal(422, '__proto__'))).not.toContain('raw server words');
    expect(paymentErrorTextOf(new Error('x'))).not.toBe('');
  });
});
