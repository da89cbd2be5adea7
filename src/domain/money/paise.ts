import { PAISE_PER_RUPEE } from '@/config/constants';

/**
 * An amount of money in integer paise (1/100 rupee). Money is integer paise everywhere so that
 * sums never pick up binary floating-point error; the brand keeps rupees from being passed by mistake.
 */
export type Paise = number & { readonly __brand: 'Paise' };

/** Narrows an integer to {@link Paise}; the single place the brand is attached. */
function isPaise(value: number): value is Paise {
  return Number.isInteger(value) || !Number.isFinite(value);
}

/**
 * Brands `n` as paise, rounding it to an integer with `Math.round` (half rounds up, toward
 * +Infinity, so -0.5 becomes -0). NaN and ±Infinity pass through unchanged for the formatter to show as "—".
 */
export function paise(n: number): Paise {
  const rounded = Math.round(n);
  // -0 carries no meaning for money; keep it from printing as "-0".
  const value = rounded === 0 ? 0 : rounded;
  if (!isPaise(value)) throw new TypeError('unreachable: Math.round returned a fraction');
  return value;
}

/**
 * Converts rupees (possibly fractional) to paise, rounding to the nearest paisa as {@link paise}
 * does. The product is first cut to 15 significant digits because binary floating point makes
 * 1.005 × 100 come out as 100.4999…, which would otherwise round down to 100 instead of 101.
 */
export function rupeesToPaise(rupees: number): Paise {
  return paise(Number((rupees * PAISE_PER_RUPEE).toPrecision(15)));
}

/** Converts paise to rupees; the result may be fractional (12345 paise is 123.45 rupees). */
export function paiseToRupees(p: Paise): number {
  return p / PAISE_PER_RUPEE;
}
