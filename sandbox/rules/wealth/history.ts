import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';

/**
 * Month-end values of the past, rebuilt from what the seeded world records: balances from the
 * transaction history, quantities from trades, prices from the trade prints of the one market,
 * card and loan balances by undoing what happened since. Pure: "today" is passed in.
 */

/**
 * The `count` most recent month-ends strictly before `today`, oldest first: on 25 Nov they end with
 * 31 Oct; on 30 Nov too (the month has not ended until the day is over).
 */
export function monthEndsBefore(today: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count: not a whole number ≥ 0: ${count}`);
  const ends: string[] = [];
  // The day before the 1st of this month is the end of last month; repeat from there.
  let end = dayNumber(`${today.slice(0, 7)}-01`) - 1;
  while (ends.length < count) {
    const iso = isoDayFromNumber(end);
    ends.push(iso);
    end = dayNumber(`${iso.slice(0, 7)}-01`) - 1;
  }
  return ends.reverse();
}

/** A dated change of some balance: + raises it, − lowers it. */
export type DatedDelta = { day: string; delta: number };

/**
 * The balance at the end of `day`, from the balance now and the changes dated after `day`:
 * undo every change later than `day`. Changes on `day` itself are kept (end of day).
 */
export function balanceAtEndOf(day: string, current: number, deltas: readonly DatedDelta[]): number {
  return deltas.reduce((balance, change) => (change.day > day ? balance - change.delta : balance), current);
}

/** A price seen on a day (a trade print, or the last price on the anchor day). */
export type PricePoint = { day: string; price: number };

/**
 * The price of a stock on `day`, from the prints around it: straight-line between the print before
 * and the print after (in whole paise), the nearest print outside their range. Null without prints.
 */
function priceOn(day: string, prints: readonly PricePoint[]): number | null {
  if (prints.length === 0) return null;
  const sorted = [...prints].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const target = dayNumber(day);
  let before: PricePoint | null = null;
  let after: PricePoint | null = null;
  for (const point of sorted) {
    if (point.day <= day) before = point;
    else if (after === null) after = point;
  }
  if (before === null) return sorted[0]!.price;
  if (after === null || before.day === day) return before.price;
  const from = dayNumber(before.day);
  const span = dayNumber(after.day) - from;
  return Math.round(before.price + ((after.price - before.price) * (target - from)) / span);
}

/** A BUY or SELL of some quantity of a stock. */
export type QuantityTrade = { isin: string; day: string; side: 'BUY' | 'SELL'; quantity: number };

/** The quantity of each stock held at the end of `day`: bought minus sold up to then (none < 0). */
function quantitiesAt(day: string, trades: readonly QuantityTrade[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const trade of trades) {
    if (trade.day > day) continue;
    const sign = trade.side === 'BUY' ? 1 : -1;
    held.set(trade.isin, (held.get(trade.isin) ?? 0) + sign * trade.quantity);
  }
  for (const [isin, quantity] of held) if (quantity <= 0) held.delete(isin);
  return held;
}

/** What the holdings were worth at the end of `day`, each stock at its price that day (paise). */
export function portfolioValueAt(
  day: string,
  trades: readonly QuantityTrade[],
  pricesOf: (isin: string) => readonly PricePoint[],
): number {
  let value = 0;
  for (const [isin, quantity] of quantitiesAt(day, trades))
    value += quantity * (priceOn(day, pricesOf(isin)) ?? 0);
  return value;
}

/** One drawdown of a credit line, with the principal of each instalment paid and when. */
export type LoanHistory = {
  amount: number;
  disbursedOn: string;
  principalPaid: readonly { day: string; principal: number }[];
};

/** The principal outstanding at the end of `day`: drawn by then, less the principal repaid by then. */
export function principalOutstandingAt(day: string, loans: readonly LoanHistory[]): number {
  return loans.reduce((sum, loan) => {
    if (loan.disbursedOn > day) return sum;
    const repaid = loan.principalPaid.reduce((paid, p) => (p.day <= day ? paid + p.principal : paid), 0);
    return sum + Math.min(loan.amount, Math.max(0, loan.amount - repaid));
  }, 0);
}
