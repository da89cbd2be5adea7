/**
 * A transaction's amount as a passbook shows it: money in with "+", money out with "−" (a true
 * minus sign), so the direction never rests on colour alone.
 */

export type TxnDirection = 'CREDIT' | 'DEBIT';

/** A share in basis points as a percentage for legends: 3500 → "35%", 1755 → "17.6%", 4 → "<0.1%". */
export function shareText(shareBps: number): string {
  if (!Number.isFinite(shareBps) || shareBps <= 0) return '0%';
  if (shareBps < 10) return '<0.1%';
  const percent = shareBps / 100;
  return Number.isInteger(percent) ? `${percent}%` : `${percent.toFixed(1).replace(/\.0$/, '')}%`;
}
