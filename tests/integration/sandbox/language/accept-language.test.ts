// @vitest-environment node
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { languageOf } from '../../../../sandbox/http/language';

// The language a request with this Accept-Language header (any value a client might send) is answered in.
function localeFromAcceptLanguage(header: unknown) {
  return languageOf({ headers: { 'accept-language': header } } as unknown as FastifyRequest);
}

describe('languageOf reads Accept-Language', () => {
  it('reads what request() sends in each language', () => {
    expect(localeFromAcceptLanguage('hi-IN, hi;q=0.9, en-IN;q=0.5')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('en-IN, en;q=0.9')).toBe('en-IN');
  });

  it('honours weights, not order, and takes the first of equal weights', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, hi;q=0.8')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('hi;q=0.3, en-GB;q=0.7')).toBe('en-IN');
    expect(localeFromAcceptLanguage('fr-FR, hi;q=0.2')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('en, hi')).toBe('en-IN');
    expect(localeFromAcceptLanguage('HI_in')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en-IN');
  });

  it('answers English by default and to anything malformed, never throwing', () => {
    for (const header of [
      undefined,
      '',
      '*',
      'fr, de;q=0.5',
      ';;;,,,',
      'hi;q=2',
      'hi;q=abc',
      'hi;q=-1',
      'hi;q=0.12345',
      '\u0000hi',
      'x'.repeat(100_000),
      42,
      null,
    ]) {
      expect(localeFromAcceptLanguage(header)).toBe('en-IN');
    }
    expect(localeFromAcceptLanguage(['fr', 'hi;q=0.5'])).toBe('hi-IN');
    expect(localeFromAcceptLanguage(`${'fr, '.repeat(10_000)}hi`)).toBe('en-IN');
  });
});
