/**
 * Credit-card limit arithmetic, in integer paise. Utilisation is in basis points (1/100 of a
 * percent) so it stays an integer and survives JSON without rounding surprises.
 */

const BPS = 10_000;

/** Amount used of the limit: limit less available, never negative. */
export function usedLimitPaise(limitPaise: number, availablePaise: number): number {
  return Math.max(0, limitPaise - availablePaise);
}

/**
 * Share of the limit in use, in basis points (3,000 = 30 %). Over-limit cards show more than
 * 10,000; a card with no limit shows 0.
 */
export function utilisationBps(limitPaise: number, availablePaise: number): number {
  if (limitPaise <= 0) return 0;
  return Math.round((usedLimitPaise(limitPaise, availablePaise) * BPS) / limitPaise);
}

/** Share of `part` in `whole`, in basis points; 0 when the whole is not positive. */
export function shareBps(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * BPS) / whole) : 0;
}
