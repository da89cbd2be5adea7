import { describe, expect, it } from 'vitest';

import { matchLocale, pickLocale } from '@/domain/text/locale';

describe('matchLocale', () => {
  it.each([
    ['hi', 'hi-IN'],
    ['hi-IN', 'hi-IN'],
    ['hi_IN', 'hi-IN'],
    [' HI ', 'hi-IN'],
    ['en', 'en-IN'],
    ['en-US', 'en-IN'],
    ['en-GB', 'en-IN'],
  ])('reads %j as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each([['ta-IN'], ['fr'], [''], ['hindi'], [null], [42], [undefined]])('does not speak %j', (tag) => {
    expect(matchLocale(tag)).toBeNull();
  });
});

describe('pickLocale', () => {
  it('takes the saved choice over the host and the browser', () => {
    expect(pickLocale({ saved: 'en-IN', host: 'hi', browser: ['hi-IN'] })).toBe('en-IN');
    expect(pickLocale({ saved: 'hi-IN', host: 'en', browser: ['en-IN'] })).toBe('hi-IN');
  });

  it('takes the host language over the browser when nothing was saved', () => {
    expect(pickLocale({ host: 'hi', browser: ['en-IN'] })).toBe('hi-IN');
  });

  it('takes the first browser language Kosh speaks', () => {
    expect(pickLocale({ browser: ['ta-IN', 'hi-IN', 'en-IN'] })).toBe('hi-IN');
    expect(pickLocale({ browser: ['fr-FR', 'en-GB'] })).toBe('en-IN');
  });

  it('skips a source in a language Kosh lacks, and falls back to English (India)', () => {
    expect(pickLocale({ saved: 'ta', host: 'mr', browser: ['hi'] })).toBe('hi-IN');
    expect(pickLocale({ saved: 'ta', host: 'xx', browser: ['fr'] })).toBe('en-IN');
    expect(pickLocale({})).toBe('en-IN');
  });
});
