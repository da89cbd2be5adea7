import { daysInMonth } from '@/domain/dates/calendar-date';
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { formatMonthKey } from '@/domain/dates/month';
import { zonedDay, type ZonedDay } from '@/domain/dates/zoned-day';

import type { SpendingCategory } from './categories';
import type { PaymentMode } from './payment-mode';
import { dayDistance, dayNumber, median, mostCommon, typicalDay } from './recurring-stats';
import { isCountable, type SpendingTxn } from './spending-txn';

/**
 * Fixed income and fixed expenses found in the data: money that comes from or goes to the same
 * counterparty about once a month, for about the same amount, on about the same day (salary, rent,
 * EMIs and SIPs by NACH, subscriptions, insurance premiums).
 */

/** What a recurring item is, from its category and, for income, its narration. */
export const RECURRING_KINDS = [
  'SALARY',
  'OTHER_INCOME',
  'RENT',
  'EMI',
  'SIP',
  'INSURANCE',
  'SUBSCRIPTION',
  'UTILITY',
  'OTHER_EXPENSE',
] as const;

/** One of {@link RECURRING_KINDS}. */
export type RecurringKind = (typeof RECURRING_KINDS)[number];

/** What a list calls each kind. */
export const RECURRING_KIND_LABELS: Readonly<Record<RecurringKind, string>> = {
  SALARY: 'Salary',
  OTHER_INCOME: 'Fixed income',
  RENT: 'Rent',
  EMI: 'EMI',
  SIP: 'SIP',
  INSURANCE: 'Insurance premium',
  SUBSCRIPTION: 'Subscription',
  UTILITY: 'Bill',
  OTHER_EXPENSE: 'Fixed expense',
};

export type RecurringItem = {
  type: SpendingTxn['type'];
  kind: RecurringKind;
  counterparty: string;
  category: string;
  /** The mode it was paid by most often. */
  payment_mode: PaymentMode;
  /** The account it last went through. */
  account_id: string;
  /** Median amount. */
  typical_amount_paise: number;
  /** Day of month (IST) closest, around the month's end, to all occurrences. */
  typical_day: number;
  occurrences: number;
  months_seen: number;
  last_posted_at: string;
  /** `YYYY-MM-DD`: the typical day of the month after the last occurrence. */
  next_expected_on: string;
};

/** A transaction with its narration, which tells salary apart from other income. */
export type RecurringInput = SpendingTxn & { narration?: string };

// Thresholds of "recurring", chosen so a monthly bill passes and a favourite restaurant does not.
const MIN_MONTHS = 3;
/** Seen in at least this share of the months between its first and last occurrence. */
const MIN_COVERAGE = 0.6;
/** At most this many occurrences per month seen on average (once a month, with some slack). */
const MAX_PER_MONTH = 1.5;
/** This share of the amounts lies within {@link AMOUNT_TOLERANCE} of the median. */
const MIN_STABLE_SHARE = 0.75;
const AMOUNT_TOLERANCE = 0.2;
/** …and this share of the days within {@link DAY_TOLERANCE} days of the typical day. */
const DAY_TOLERANCE = 4;
/** Still running: last seen at most this many days before the newest transaction of the data. */
const ACTIVE_WITHIN_DAYS = 45;

const SALARY = /\b(salary|sal|payroll)\b/i;
const KIND_BY_CATEGORY: ReadonlyMap<string, RecurringKind> = new Map<SpendingCategory, RecurringKind>([
  ['Rent & Housing', 'RENT'],
  ['EMI & Loans', 'EMI'],
  ['Investments', 'SIP'],
  ['Insurance', 'INSURANCE'],
  ['Entertainment & Subscriptions', 'SUBSCRIPTION'],
  ['Bills & Utilities', 'UTILITY'],
]);

type Occurrence = { txn: RecurringInput; day: ZonedDay; dayNumber: number };

function kindOf(
  type: SpendingTxn['type'],
  category: string,
  occurrences: readonly Occurrence[],
): RecurringKind {
  if (type === 'CREDIT') {
    const salary = occurrences.some(({ txn }) => SALARY.test(`${txn.narration ?? ''} ${txn.counterparty}`));
    return salary ? 'SALARY' : 'OTHER_INCOME';
  }
  return KIND_BY_CATEGORY.get(category) ?? 'OTHER_EXPENSE';
}

function nextExpected(last: ZonedDay, day: number): string {
  const [year, month] = last.month === 12 ? [last.year + 1, 1] : [last.year, last.month + 1];
  return `${formatMonthKey(year, month)}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
}

function recurringItem(occurrences: Occurrence[], newestDay: number): RecurringItem | null {
  const months = new Set(occurrences.map(({ day }) => day.year * 12 + day.month));
  const first = occurrences[0];
  const last = occurrences[occurrences.length - 1];
  if (first === undefined || last === undefined || months.size < MIN_MONTHS) return null;
  const span = Math.max(...months) - Math.min(...months) + 1;
  if (months.size < MIN_COVERAGE * span || occurrences.length > MAX_PER_MONTH * months.size) return null;
  if (newestDay - last.dayNumber > ACTIVE_WITHIN_DAYS) return null;
  const amounts = occurrences.map(({ txn }) => txn.amount_paise);
  const typicalAmount = median(amounts);
  const stableAmounts = amounts.filter(
    (a) => Math.abs(a - typicalAmount) <= AMOUNT_TOLERANCE * typicalAmount,
  );
  const days = occurrences.map(({ day }) => day.day);
  const usualDay = typicalDay(days);
  const stableDays = days.filter((day) => dayDistance(day, usualDay) <= DAY_TOLERANCE);
  const needed = MIN_STABLE_SHARE * occurrences.length;
  if (stableAmounts.length < needed || stableDays.length < needed) return null;
  const { txn } = last;
  return {
    type: txn.type,
    kind: kindOf(txn.type, txn.category, occurrences),
    counterparty: txn.counterparty.trim(),
    category: txn.category,
    payment_mode: mostCommon(
      occurrences.map((o) => o.txn.payment_mode),
      txn.payment_mode,
    ),
    account_id: txn.account_id,
    typical_amount_paise: typicalAmount,
    typical_day: usualDay,
    occurrences: occurrences.length,
    months_seen: months.size,
    last_posted_at: txn.posted_at,
    next_expected_on: nextExpected(last.day, usualDay),
  };
}

/**
 * The recurring credits and debits of `txns`, grouped by direction and counterparty (case and
 * surrounding spaces ignored): credits first, then debits, each largest typical amount first.
 * Self-transfers and unreadable records are ignored; "still running" is judged against the newest
 * transaction of the input, not the clock, so the answer depends on the data alone.
 */
export function detectRecurring(
  txns: readonly RecurringInput[],
  timeZone: string = IST_TIME_ZONE,
): RecurringItem[] {
  const groups = new Map<string, Occurrence[]>();
  let newestDay = Number.NEGATIVE_INFINITY;
  for (const txn of txns) {
    if (!isCountable(txn) || typeof txn.counterparty !== 'string') continue;
    const day = zonedDay(txn.posted_at, timeZone);
    if (day === null) continue;
    const occurrence = { txn, day, dayNumber: dayNumber(day) };
    newestDay = Math.max(newestDay, occurrence.dayNumber);
    const key = `${txn.type}|${txn.counterparty.trim().toLowerCase()}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [occurrence]);
    else group.push(occurrence);
  }
  const items: RecurringItem[] = [];
  for (const occurrences of groups.values()) {
    occurrences.sort((a, b) => a.dayNumber - b.dayNumber);
    const item = recurringItem(occurrences, newestDay);
    if (item !== null) items.push(item);
  }
  return items.sort(
    (a, b) =>
      (a.type === b.type ? 0 : a.type === 'CREDIT' ? -1 : 1) ||
      b.typical_amount_paise - a.typical_amount_paise ||
      (a.counterparty < b.counterparty ? -1 : a.counterparty > b.counterparty ? 1 : 0),
  );
}
