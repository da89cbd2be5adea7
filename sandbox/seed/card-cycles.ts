/**
 * The billing cycles of a credit card, laid out backwards from the anchor: the latest statement
 * closed 3–12 days ago (so its bill is still due), each earlier one a month before, and the
 * spends of each period.
 */
import type { CardMerchant } from './card-merchants';
import { type Day, addMonths, partsOf } from './dates';
import type { Prng } from './prng';

/** Statements the AA hands over per card. */
export const STATEMENT_COUNT = 6;
/** Days from a statement's close to its payment due date. */
const DUE_AFTER_DAYS = 20;

export type CardCycle = {
  /** 0 is the latest statement, 1 the one before…; -1 is the open, unbilled period. */
  index: number;
  start: Day;
  end: Day;
  due: Day;
  /** When the bank account paid this bill in full; null while it is still due (or unbilled). */
  paidOn: Day | null;
};

export type CardSpend = {
  day: Day;
  minute: number;
  type: 'DEBIT' | 'CREDIT';
  amount: number;
  merchant: string;
  category: string;
  mcc: string | null;
  cycleIndex: number;
};

/** Every cycle from the unbilled one back to the first bill due within the history. */
export function cardCycles(rng: Prng, anchorDay: Day, historyStart: Day): CardCycle[] {
  let latestEnd = anchorDay - rng.int(3, 12);
  // Close on the 1st–28th so every month has the statement day.
  latestEnd -= Math.max(0, partsOf(latestEnd).dom - 28);
  const cycles: CardCycle[] = [
    {
      index: -1,
      start: latestEnd + 1,
      end: anchorDay,
      due: addMonths(latestEnd, 1) + DUE_AFTER_DAYS,
      paidOn: null,
    },
  ];
  for (let index = 0; ; index += 1) {
    const end = addMonths(latestEnd, -index);
    const due = end + DUE_AFTER_DAYS;
    if (due < historyStart) break;
    const paidOn = index === 0 ? null : due - rng.int(1, 6);
    cycles.push({ index, start: addMonths(latestEnd, -index - 1) + 1, end, due, paidOn });
  }
  return cycles;
}

/** The spends of one period: `count` debits and now and then a refund of one of them. */
export function cycleSpends(
  rng: Prng,
  cycle: CardCycle,
  merchants: readonly CardMerchant[],
  count: number,
): CardSpend[] {
  const spends: CardSpend[] = [];
  for (let i = 0; i < count; i += 1) {
    const merchant = rng.weighted(merchants, (m) => m.weight);
    spends.push({
      day: rng.int(cycle.start, cycle.end),
      minute: rng.int(8 * 60, 23 * 60),
      type: 'DEBIT',
      amount: rng.rupees(merchant.min, merchant.max, true),
      merchant: merchant.name,
      category: merchant.category,
      mcc: merchant.mcc,
      cycleIndex: cycle.index,
    });
  }
  const refunded = spends[0];
  if (refunded && rng.chance(0.25) && refunded.day < cycle.end) {
    spends.push({
      ...refunded,
      day: rng.int(refunded.day + 1, cycle.end),
      type: 'CREDIT',
      amount: Math.max(100, Math.round(refunded.amount * rng.pick([1, 0.5, 0.2]))),
      category: 'Income',
    });
  }
  return spends;
}
