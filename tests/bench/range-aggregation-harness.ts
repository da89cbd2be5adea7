import { resolveRange } from '@/domain/dates/periods';
import { PAYMENT_MODES } from '@/domain/spending/payment-mode';

import { summariseRange, type SpendingTxn } from '../../sandbox/rules/spending/aggregate';

const CATEGORIES = ['Food & Dining', 'Shopping', 'Groceries', 'Bills & Utilities', 'Travel', 'Transfers'];
const PEOPLE = ['Swiggy', 'Zomato', 'Amazon', 'BigBasket', 'Uber', 'Airtel', 'Self - HDFC', 'Ravi'];

/** `count` transactions over the 18 months before `today`, deterministic (no Math.random). */
export function syntheticTxns(count: number, today: string): SpendingTxn[] {
  const end = Date.parse(`${today}T18:29:59.000Z`);
  const span = 548 * 86_400_000;
  const rows: SpendingTxn[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let i = 0; i < count; i += 1) {
    rows.push({
      posted_at: new Date(end - (next() % span)).toISOString(),
      type: next() % 5 === 0 ? 'CREDIT' : 'DEBIT',
      amount_paise: 100 + (next() % 5_000_000),
      category: CATEGORIES[next() % CATEGORIES.length] ?? 'Shopping',
      payment_mode: PAYMENT_MODES[next() % PAYMENT_MODES.length] ?? 'UPI',
      counterparty: PEOPLE[next() % PEOPLE.length] ?? 'Shop',
      account_id: `acc-${next() % 4}`,
    });
  }
  return rows;
}

/**
 * The median time (ms) of summarising the last 12 months of 50,000 transactions: the range filter,
 * every breakdown, the top merchants and money in/out, as a chosen period's analytics need them.
 */
export function measureRangeAggregation(): { medianMs: number; rows: number; inRange: number } {
  const today = '2026-11-25';
  const txns = syntheticTxns(50_000, today);
  const range = resolveRange({ preset: 'last_12_months' }, today);
  let inRange = 0;
  for (let warm = 0; warm < 5; warm += 1) summariseRange(txns, range);
  const times: number[] = [];
  for (let run = 0; run < 15; run += 1) {
    const started = performance.now();
    const summary = summariseRange(txns, range);
    times.push(performance.now() - started);
    inRange = summary.by_month.reduce((n, g) => n + g.count, 0);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? Infinity, rows: txns.length, inRange };
}
