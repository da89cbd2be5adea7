/**
 * A transaction's amount as a passbook shows it: money in with "+", money out with "−" (a true
 * minus sign), so the direction never rests on colour alone.
 */

export type TxnDirection = 'CREDIT' | 'DEBIT';

/**
 * A change of spending against the month before, from basis points: "15% less than Oct 2026",
 * "8.5% more than Oct 2026", "Same as Oct 2026"; null when there is nothing to compare with.
 */
export function spendChangeText(changeBps: number | null, previousLabel: string): string | null {
  if (changeBps === null || !Number.isFinite(changeBps)) return null;
  if (changeBps === 0) return `Same as ${previousLabel}`;
  const percent = Math.abs(changeBps) / 100;
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(1).replace(/\.0$/, '');
  return `${shown}% ${changeBps < 0 ? 'less' : 'more'} than ${previousLabel}`;
}

/** A share in basis points as a percentage for legends: 3500 → "35%", 1755 → "17.6%", 4 → "<0.1%". */
export function shareText(shareBps: number): string {
  if (!Number.isFinite(shareBps) || shareBps <= 0) return '0%';
  if (shareBps < 10) return '<0.1%';
  const percent = shareBps / 100;
  return Number.isInteger(percent) ? `${percent}%` : `${percent.toFixed(1).replace(/\.0$/, '')}%`;
}
