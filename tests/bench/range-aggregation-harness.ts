import { resolveRange } from '@/domain/dates/periods';
import { PAYMENT_MODES } from '@/domain/spending/payment-mode';

import { istDayRange } from '../../sandbox/routes/savings/input';
import {
  flowBy,
  moneyFlow,
  spendingBy,
  topCounterparties,
  totalOf,
  type SpendingTxn,
} from '../../sandbox/rules/spending/aggregate';

const CATEGORIES = ['Food & Dining', 'Shopping', 'Groceries', 'Bills & Utilities', 'Travel', 'Transfers'];
const PEOPLE = ['Swiggy', 'Zomato', 'Amazon', 'BigBasket', 'Uber', 'Airtel', 'Self - HDFC', 'Ravi'];
const TOP_COUNTERPARTIES = 5;

/** `count` transactions over the 18 months before `today`, deterministic (no Math.random). */
export function syntheticTxns(count: number, today: string): SpendingTxn[] {
  const end = Date.parse(`${today}T18:29:59.000Z`);
  const span = 548 * 86_400_000;
  const rows: SpendingTxn[] = [];
  let seed = 7;
  // A number in [0, n) from the generator's high bits: its low bits repeat within a few draws, and
  // a remainder of the raw value would squeeze every instant into the last 25 days.
  const pick = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * n);
  };
  for (let i = 0; i < count; i += 1) {
    rows.push({
      posted_at: new Date(end - pick(span)).toISOString(),
      type: pick(5) === 0 ? 'CREDIT' : 'DEBIT',
      amount_paise: 100 + pick(5_000_000),
      category: CATEGORIES[pick(CATEGORIES.length)] ?? 'Shopping',
      payment_mode: PAYMENT_MODES[pick(PAYMENT_MODES.length)] ?? 'UPI',
      counterparty: PEOPLE[pick(PEOPLE.length)] ?? 'Shop',
      account_id: `acc-${pick(4)}`,
    });
  }
  return rows;
}

/**
 * What the analytics route does with a period's rows (`buildL1Analytics`), with the filter that
 * stands in for its SQL `WHERE posted_at >= start AND posted_at < end` (ISO instants compare as
 * strings there too), and the money-flow route's months over the same rows. Returns the number of
 * spending rows counted, so the work cannot be optimised away.
 */
function analyseRange(txns: readonly SpendingTxn[], start: string, end: string): number {
  const rows = txns.filter((txn) => txn.posted_at >= start && txn.posted_at < end);
  const groups = spendingBy(rows, 'category');
  const spent = totalOf(groups);
  const moneyIn = totalOf(flowBy(rows, 'CREDIT', 'category'));
  const top = topCounterparties(rows, TOP_COUNTERPARTIES);
  const flow = moneyFlow(rows);
  if (spent < 0 || moneyIn < 0 || top.length > TOP_COUNTERPARTIES || flow.length > 13)
    throw new Error('range aggregation gave an impossible answer');
  return groups.reduce((n, group) => n + group.count, 0);
}

/**
 * The median time (ms) of analysing the last 12 months of 50,000 transactions spread over 18
 * months: the range filter, spending by category and its total, money in, the top merchants and
 * money in/out by month, as the sandbox's period routes compute them.
 */
export function measureRangeAggregation(): { medianMs: number; rows: number; inRange: number } {
  const today = '2026-11-25';
  const txns = syntheticTxns(50_000, today);
  const range = resolveRange({ preset: 'last_12_months' }, today);
  const { start, end } = istDayRange(range.from, range.to);
  let inRange = 0;
  for (let warm = 0; warm < 5; warm += 1) analyseRange(txns, start, end);
  const times: number[] = [];
  for (let run = 0; run < 15; run += 1) {
    const started = performance.now();
    inRange = analyseRange(txns, start, end);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? Infinity, rows: txns.length, inRange };
}
