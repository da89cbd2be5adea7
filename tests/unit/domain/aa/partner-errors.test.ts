import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  FALLBACK_ERROR_MESSAGE,
  PARTNER_ERROR_MESSAGES,
  userMessageForError,
} from '@/domain/aa/partner-errors';

const RESTART = 'Please restart the journey, faced error from partner';

describe('userMessageForError', () => {
  it.each([
    ["Cannot read properties of null (reading 'addEventListener')", RESTART],
    ["Cannot read property 'addEventListener' of null", RESTART],
    ["null is not an object (evaluating 'e.addEventListener')", RESTART],
    ["TypeError: Cannot read properties of null (reading 'addEventListener')", RESTART],
    ['Empty response from login', RESTART],
    ['  Empty response from login  ', RESTART],
    ['Failed to fetch', 'Please reload the app and try again'],
    ['Load failed', 'Please reload the app and try again'],
    ['Invalid auth key', 'Please try again after 30 mins'],
    ['invalid auth key', FALLBACK_ERROR_MESSAGE],
    ['Something exploded', FALLBACK_ERROR_MESSAGE],
    ['', FALLBACK_ERROR_MESSAGE],
    [undefined, FALLBACK_ERROR_MESSAGE],
    [null, FALLBACK_ERROR_MESSAGE],
    [42, FALLBACK_ERROR_MESSAGE],
    [{ message: 'Failed to fetch' }, FALLBACK_ERROR_MESSAGE],
    [new Error('Failed to fetch'), FALLBACK_ERROR_MESSAGE],
  ])('%j → %j', (message, expected) => {
    expect(userMessageForError(message)).toBe(expected);
  });

  it('maps every key of the map to its value', () => {
    for (const [raw, shown] of PARTNER_ERROR_MESSAGES) expect(userMessageForError(raw)).toBe(shown);
  });

  it('never throws and always answers one of the known customer texts', () => {
    const known = new Set([FALLBACK_ERROR_MESSAGE, ...PARTNER_ERROR_MESSAGES.values()]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(known.has(userMessageForError(value))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(known.has(userMessageForError(value))).toBe(true);
      }),
    );
  });
});
