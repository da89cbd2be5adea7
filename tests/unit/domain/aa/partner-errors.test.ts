import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type PartnerErrorCode, partnerErrorCode, UNKNOWN_PARTNER_ERROR } from '@/domain/aa/partner-errors';

describe('partnerErrorCode', () => {
  it.each([
    ["Cannot read properties of null (reading 'addEventListener')", 'restart-journey'],
    ["Cannot read property 'addEventListener' of null", 'restart-journey'],
    ["null is not an object (evaluating 'e.addEventListener')", 'restart-journey'],
    ["TypeError: Cannot read properties of null (reading 'addEventListener')", 'restart-journey'],
    ['Empty response from login', 'restart-journey'],
    ['  Empty response from login  ', 'restart-journey'],
    ['Failed to fetch', 'reload-app'],
    ['Load failed', 'reload-app'],
    ['Invalid auth key', 'try-later'],
    ['invalid auth key', UNKNOWN_PARTNER_ERROR],
    ['Something exploded', UNKNOWN_PARTNER_ERROR],
    // The English words of a customer text are not a partner message: no round trip through them.
    ['Please try again after 30 mins', UNKNOWN_PARTNER_ERROR],
    ['', UNKNOWN_PARTNER_ERROR],
    [undefined, UNKNOWN_PARTNER_ERROR],
    [null, UNKNOWN_PARTNER_ERROR],
    [42, UNKNOWN_PARTNER_ERROR],
    [{ message: 'Failed to fetch' }, UNKNOWN_PARTNER_ERROR],
    [new Error('Failed to fetch'), UNKNOWN_PARTNER_ERROR],
  ])('%j → %j', (message, expected) => {
    expect(partnerErrorCode(message)).toBe(expected);
  });

  it.each([
    ["Cannot read properties of null (reading 'addEventListener')", 'restart-journey'],
    ["Cannot read properties of null (reading 'removeEventListener')", 'restart-journey'],
    ["Cannot read property 'addEventListener' of null", 'restart-journey'],
    ["null is not an object (evaluating 'e.addEventListener')", 'restart-journey'],
    ['Empty response from login', 'restart-journey'],
    ['Failed to fetch', 'reload-app'],
    ['Load failed', 'reload-app'],
    ['NetworkError when attempting to fetch resource.', 'reload-app'],
    ['Invalid auth key', 'try-later'],
  ])('maps the known message %j to %s', (raw, code) => {
    expect(partnerErrorCode(raw)).toBe(code);
  });

  it('never throws and always answers one of the codes', () => {
    // Every code, as a Record of PartnerErrorCode: the compiler refuses one left out or unknown.
    const codes: Record<PartnerErrorCode, true> = {
      'restart-journey': true,
      'reload-app': true,
      'try-later': true,
      unknown: true,
    };
    const known = new Set<string>(Object.keys(codes));
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(known.has(partnerErrorCode(value))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(known.has(partnerErrorCode(value))).toBe(true);
      }),
    );
  });
});
