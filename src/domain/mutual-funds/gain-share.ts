/**
 * A gain as basis points of the cost it was made on (12.5 % is 1250), rounded; null when nothing is
 * invested, where a percentage would mean nothing.
 */
export function gainBps(gainPaise: number, investedPaise: number): number | null {
  return investedPaise > 0 ? Math.round((gainPaise * 10_000) / investedPaise) : null;
}
