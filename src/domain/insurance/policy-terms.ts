/**
 * The rules of a tracked insurance policy (docs/product.md#insurance-policies): when its premiums
 * fall due, what state it is in on a given day, and whether its end date is a renewal or a
 * maturity. Pure: "today" is always passed in as an ISO day.
 */
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';

export const PREMIUM_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'ONE_TIME'] as const;
export type PremiumFrequency = (typeof PREMIUM_FREQUENCIES)[number];

/** Months from one premium to the next; null for a single premium. */
const MONTHS_BETWEEN_PREMIUMS: Readonly<Record<PremiumFrequency, number | null>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  HALF_YEARLY: 6,
  YEARLY: 12,
  ONE_TIME: null,
};

/**
 * Days after the due date a premium can still be paid with the cover in force: 15 for monthly
 * premiums and 30 for the others, as Indian insurers grant; a single premium has none.
 */
export function graceDays(frequency: PremiumFrequency): number {
  if (frequency === 'ONE_TIME') return 0;
  return frequency === 'MONTHLY' ? 15 : 30;
}

/**
 * `isoDay` moved by whole months, kept on the same day of the month, or on the month's last day
 * when it is shorter (31 Jan + 1 month = 28 or 29 Feb).
 */
function addMonthsToDay(isoDay: string, months: number): string {
  const start = new Date(dayNumber(isoDay) * 86_400_000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return isoDayFromNumber(Math.round(Date.UTC(year, month, day) / 86_400_000));
}

/**
 * Every premium due date from the policy's start up to and including `through`, oldest first.
 * Each is counted from the start (not from the previous one), so a 31st stays a 31st where the
 * month has one. A single premium is due on the start day only.
 */
function premiumDueDates(startDate: string, frequency: PremiumFrequency, through: string): string[] {
  const step = MONTHS_BETWEEN_PREMIUMS[frequency];
  const last = dayNumber(through);
  if (dayNumber(startDate) > last) return [];
  if (step === null) return [startDate];
  const dates: string[] = [];
  for (let k = 0; ; k += 1) {
    const due = addMonthsToDay(startDate, k * step);
    if (dayNumber(due) > last) return dates;
    dates.push(due);
  }
}

export const POLICY_STATUSES = ['ACTIVE', 'GRACE_PERIOD', 'LAPSED', 'EXPIRED'] as const;
/**
 * ACTIVE: the cover runs and no premium is late. GRACE_PERIOD: the next premium is past due but
 * within its grace days (the cover still runs). LAPSED: past the grace days. EXPIRED: the cover
 * ended on its expiry date.
 */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export type PolicyDates = {
  frequency: PremiumFrequency;
  /** Null when no premium is left to pay. */
  nextPremiumDue: string | null;
  expiryDate: string;
};

export function policyStatus(policy: PolicyDates, today: string): PolicyStatus {
  const now = dayNumber(today);
  if (now > dayNumber(policy.expiryDate)) return 'EXPIRED';
  if (policy.nextPremiumDue === null) return 'ACTIVE';
  const late = now - dayNumber(policy.nextPremiumDue);
  if (late <= 0) return 'ACTIVE';
  return late <= graceDays(policy.frequency) ? 'GRACE_PERIOD' : 'LAPSED';
}

/** Policies renewed every year (the end date is a renewal); every other kind matures. */
const RENEWED_YEARLY: ReadonlySet<string> = new Set(['HEALTH', 'MOTOR', 'TRAVEL', 'HOME', 'GENERAL']);

/** Whether a policy's end date is when it is renewed (health, motor…) or when it matures (life). */
export function policyEndKind(policyType: string): 'RENEWAL' | 'MATURITY' {
  return RENEWED_YEARLY.has(policyType.toUpperCase()) ? 'RENEWAL' : 'MATURITY';
}

/**
 * The premium still to pay, from the insurer's next due date: none past the end of the cover, except
 * a renewed policy's renewal premium, due the day after its current term ends.
 */
export function premiumStillDue(
  policyType: string,
  nextDue: string | null,
  expiryDate: string,
): string | null {
  if (nextDue === null) return null;
  const past = dayNumber(nextDue) - dayNumber(expiryDate);
  if (past <= 0) return nextDue;
  return past === 1 && policyEndKind(policyType) === 'RENEWAL' ? nextDue : null;
}

export type PremiumEntry = {
  due_date: string;
  amount_paise: number;
  /** PAID before the next due date; the next one is DUE, or OVERDUE once today is past it. */
  status: 'PAID' | 'DUE' | 'OVERDUE';
};

/**
 * The premium history of a policy, newest first: every premium due before the next one counts as
 * paid (the insurer reports the next due date only once the previous premium is in), then the next
 * premium itself. A policy with nothing left to pay lists the premiums due up to its expiry or
 * today, whichever is first.
 */
export function premiumHistory(
  policy: PolicyDates & { startDate: string; premiumPaise: number },
  today: string,
): PremiumEntry[] {
  const next = policy.nextPremiumDue;
  const paidThrough =
    next === null
      ? isoDayFromNumber(Math.min(dayNumber(policy.expiryDate), dayNumber(today)))
      : isoDayFromNumber(dayNumber(next) - 1);
  const entries: PremiumEntry[] = premiumDueDates(policy.startDate, policy.frequency, paidThrough).map(
    (due) => ({ due_date: due, amount_paise: policy.premiumPaise, status: 'PAID' }),
  );
  if (next !== null) {
    entries.push({
      due_date: next,
      amount_paise: policy.premiumPaise,
      status: dayNumber(today) > dayNumber(next) ? 'OVERDUE' : 'DUE',
    });
  }
  return entries.reverse();
}

/** Days before a premium's due date the customer is reminded of it. */
const PREMIUM_REMINDER_DAYS = 30;

/**
 * The day the reminder of the next premium goes out: {@link PREMIUM_REMINDER_DAYS} before it is
 * due. Null when no premium is left to pay.
 */
export function premiumReminderDay(nextDue: string | null): string | null {
  return nextDue === null ? null : isoDayFromNumber(dayNumber(nextDue) - PREMIUM_REMINDER_DAYS);
}
