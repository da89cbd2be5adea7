import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sanitizeUrl } from '@/domain/url/sanitize-query';

describe('sanitizeUrl', () => {
  it.each([
    ['/?TOKEN=demo&tab=1', '/?tab=1'],
    ['/?%74oken=demo', '/'],
    ['/?%54OKEN=demo&x=1', '/?x=1'],
    ['/?Authorization=Bearer%20x', '/'],
    ['/?token+=x&y=2', '/?y=2'],
    ['/?%20token=x', '/'],
    ['/?tokens=x', '/?tokens=x'],
  ])('%s → %s (any spelling of the name)', (url, clean) => {
    expect(sanitizeUrl(url)).toBe(clean);
  });

  it.each([
    ['https://api.kosh.money/x?token=abc&a=1', 'https://api.kosh.money/x?a=1'],
    ['https://api.kosh.money/x?token=abc', 'https://api.kosh.money/x'],
    ['/aa-service/status?a=1&Authorization=Bearer%20t&b=2', '/aa-service/status?a=1&b=2'],
    ['/p?a=b%20c&a=d+e&token=1', '/p?a=b%20c&a=d+e'],
    ['/p?TOKEN=1&token=2', '/p'],
    ['/p?%74oken=1&x=2', '/p?x=2'],
    ['/p?token', '/p'],
    ['/p?a=1#frag', '/p?a=1#frag'],
    ['/p?token=1#frag', '/p#frag'],
    ['/p#frag?token=1', '/p#frag?token=1'],
    ['/p?', '/p'],
    ['/p', '/p'],
    ['/p?a=%E0%A4%A&token=1', '/p?a=%E0%A4%A'],
    ['', ''],
  ])('%j → %j', (url, expected) => {
    expect(sanitizeUrl(url)).toBe(expected);
  });

  it('never throws and never leaves a token parameter in the query', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const query = sanitizeUrl(url).split('#')[0]?.split('?')[1] ?? '';
        expect(new URLSearchParams(query).has('token')).toBe(false);
      }),
    );
  });

  it('keeps a URL without sensitive parameters unchanged, but for an empty query’s dangling `?`', () => {
    const safe = fc.string().filter((s) => !/token|authorization|%/i.test(s));
    fc.assert(
      fc.property(safe, (url) => {
        // The fragment starts at the first `#`; an empty query is the first `?` right before it.
        const hashAt = url.indexOf('#');
        const head = hashAt === -1 ? url : url.slice(0, hashAt);
        const emptyQuery = head.indexOf('?') === head.length - 1;
        const expected = emptyQuery ? head.slice(0, -1) + url.slice(head.length) : url;
        expect(sanitizeUrl(url)).toBe(expected);
      }),
    );
  });

  it('drops the `?` of an empty query before a fragment', () => {
    expect(sanitizeUrl('?#')).toBe('#');
    expect(sanitizeUrl('/news?#top')).toBe('/news#top');
  });
});
