import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { matchesSlashPattern } from '@/domain/validation/regex-check';

describe('matchesSlashPattern', () => {
  it.each([
    ['12345', '/^[0-9]+$/', true],
    ['12a45', '/^[0-9]+$/', false],
    ['12345', '^[0-9]+$', true],
    ['12345', '/^[0-9]+$', true],
    ['12345', '^[0-9]+$/', true],
    ['ABC', '/abc/i', true],
    ['ABC', '/abc/', false],
    ['ABC', '/abc/gi', true],
    ['abc', '/abc/zz', false],
    ['a/b', '/^a\\/b$/', true],
    ['', '/^.*$/', false],
    ['abc', '//', false],
    ['abc', '/', false],
    ['abc', '', false],
    ['abc', '/[unclosed/', false],
    ['abc', '/(?<bad/', false],
  ])('%j against %j → %s', (value, pattern, expected) => {
    expect(matchesSlashPattern(value, pattern)).toBe(expected);
  });

  it('is not stateful with the global flag', () => {
    expect([1, 2, 3].map(() => matchesSlashPattern('abc', '/abc/g'))).toEqual([true, true, true]);
  });

  it('never throws for any value and pattern', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, pattern) => {
        expect(typeof matchesSlashPattern(value, pattern)).toBe('boolean');
      }),
    );
  });

  it('is false for an empty value whatever the pattern', () => {
    fc.assert(fc.property(fc.string(), (pattern) => !matchesSlashPattern('', pattern)));
  });
});
