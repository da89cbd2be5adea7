import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isValidPan, normalizePanInput } from '@/domain/identity/pan';

describe('isValidPan', () => {
  it.each([
    ['ABCDE1234F', true],
    ['AAAPL1234C', true],
    ['abcde1234f', false],
    ['ABCDE1234f', false],
    [' ABCDE1234F', false],
    ['ABCDE1234F ', false],
    ['ABCD1234F', false],
    ['ABCDE12345', false],
    ['ABCDE1234FG', false],
    ['ABCDE 1234F', false],
    ['ABCDE١٢٣٤F', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPan(value)).toBe(expected);
  });

  it('never throws and accepts only 10-character strings', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const valid = isValidPan(value);
        expect(!valid || value.length === 10).toBe(true);
      }),
    );
  });
});

describe('normalizePanInput', () => {
  it.each([
    ['abcde1234f', 'ABCDE1234F'],
    [' abcde 1234 f ', 'ABCDE1234F'],
    ['ABCDE\t1234F', 'ABCDE1234F'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePanInput(raw)).toBe(expected);
  });

  it('never throws, leaves no whitespace and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizePanInput(raw);
        expect(once).not.toMatch(/\s/);
        expect(normalizePanInput(once)).toBe(once);
      }),
    );
  });

  it('turns any valid PAN typed in lowercase with spaces into a valid PAN', () => {
    const pan = fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
    fc.assert(
      fc.property(pan, (value) => {
        expect(isValidPan(normalizePanInput(` ${value.toLowerCase().split('').join(' ')} `))).toBe(true);
      }),
    );
  });
});
