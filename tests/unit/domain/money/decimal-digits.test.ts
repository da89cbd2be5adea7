import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { shiftedDecimalParts } from '@/domain/money/decimal-digits';

describe('shiftedDecimalParts', () => {
  it.each([
    [0, 0, '0', ''],
    [123456, 3, '123', '456'],
    [115000, 5, '1', '15'],
    [0.29, 0, '0', '29'],
    [0.004, 3, '0', '000004'],
    [1e-7, 0, '0', '0000001'],
    [1e21, 7, '100000000000000', ''],
    [1.5e21, 0, '1500000000000000000000', ''],
    [-5, 0, '0', ''],
    [Number.NaN, 0, '0', ''],
  ])('%s / 10^%s → %s.%s', (magnitude, shift, integer, fraction) => {
    expect(shiftedDecimalParts(magnitude, shift)).toEqual({ integer, fraction });
  });

  it('reads back as the same number for any non-negative double', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
        fc.nat({ max: 9 }),
        (x, shift) => {
          const { integer, fraction } = shiftedDecimalParts(x, shift);
          expect(Number(`${integer}.${fraction}0e${shift}`)).toBe(x);
        },
      ),
    );
  });
});
