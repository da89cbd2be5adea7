// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthIndex } from '@/domain/dates/zoned-day';

/** The same instant with `+00:00` for `Z`: a shape only the general reader takes. */
const withOffset = (iso: string) => `${iso.slice(0, 23)}+00:00`;

describe('monthIndex of instants as toISOString writes them', () => {
  it('reads the IST month exactly as the general reader does, for any instant of years 1–9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00.000Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString();
          expect(monthIndex(iso)).toBe(monthIndex(withOffset(iso)));
        },
      ),
    );
  });

  it('refuses or reads any string of that shape as the general reader does', () => {
    const digit = fc.constantFrom(...'0123456789x ');
    const field = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((c) => c.join(''));
    const shaped = fc
      .tuple(field(4), field(2), field(2), field(2), field(2), field(2), field(3))
      .map(([y, mo, d, h, mi, s, ms]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
    fc.assert(
      fc.property(shaped, (iso) => {
        expect(monthIndex(iso)).toBe(monthIndex(withOffset(iso)));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2025-03-31T18:29:59.999Z', 2025 * 12 + 2],
    ['2025-03-31T18:30:00.000Z', 2025 * 12 + 3],
    ['2024-02-29T18:30:00.000Z', 2024 * 12 + 2],
    ['2023-02-28T18:30:00.000Z', 2023 * 12 + 2],
    ['2024-12-31T18:30:00.000Z', 2025 * 12],
    ['2025-02-29T10:00:00.000Z', -1],
    ['2025-01-01T24:00:00.000Z', -1],
    ['2025-01-01T23:60:00.000Z', -1],
    ['2025-01-01T23:59:61.000Z', -1],
    ['0000-06-01T00:00:00.000Z', -1],
    ['9999-12-31T18:30:00.000Z', -1],
  ])('%s is month index %i', (iso, index) => {
    expect(monthIndex(iso)).toBe(index);
  });
});
