import type { FixedIncomeExpenses } from '@/api/schemas/aggregator-savings';
import type { CreditCards } from '@/api/schemas/credit-cards-list';
import type { EmiSchedule, InstaCashSummary } from '@/api/schemas/insta-cash';
import type { InsurancePolicies } from '@/api/schemas/insurance';
import type { RunningSips } from '@/api/schemas/wealth';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { PAYMENT_MODE_TEXTS, RECURRING_KIND_TEXTS } from '@/domain/spending/txn-kind-texts';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';
import { DUE_HORIZON_DAYS, monthlyOccurrences, type DueItem } from '@/domain/wealth/due-timeline';

/** Instant-cash EMIs still to pay, one item per due day (several withdrawals may share a day). */
export function emiDues(schedule: EmiSchedule | undefined): DueItem[] {
  const byDay = new Map<string, { amount: number; count: number }>();
  for (const row of schedule?.rows ?? []) {
    if (row.status !== 'DUE' && row.status !== 'UPCOMING') continue;
    const day = byDay.get(row.due_date) ?? { amount: 0, count: 0 };
    byDay.set(row.due_date, { amount: day.amount + row.emi_paise, count: day.count + 1 });
  }
  return [...byDay].map(([dueDate, { amount, count }]) => ({
    id: `emi-${dueDate}`,
    kind: 'EMI',
    dueDate,
    title: defineText({ id: 'home.due.emi', defaultMessage: 'Instant cash EMI' }),
    amountPaise: amount,
    detail:
      count > 1
        ? defineText({
            id: 'home.due.withdrawals',
            defaultMessage: '{count, plural, one {# withdrawal} other {# withdrawals}}',
            values: { count },
          })
        : null,
    href: '/insta-cash',
  }));
}

/** Each card's current bill: the total counts in the week, the minimum is said beside it. */
export function cardDues(cards: CreditCards | undefined, locale: AppLocale = DEFAULT_LOCALE): DueItem[] {
  return (cards?.cards ?? []).flatMap((card): DueItem[] => {
    const s = card.current_statement;
    if (s === null || s.outstanding_paise <= 0 || s.status === 'PAID') return [];
    return [
      {
        id: `card-${card.card_id}`,
        kind: 'CARD_BILL',
        dueDate: s.due_date,
        title: defineText({
          id: 'home.due.cardBill',
          defaultMessage: '{card} bill',
          values: { card: `${card.issuer} ${card.card_name}` },
        }),
        amountPaise: s.outstanding_paise,
        detail: defineText({
          id: 'home.due.minimum',
          defaultMessage: 'Minimum {amount}',
          values: { amount: formatInr(paise(Math.min(s.min_due_paise, s.outstanding_paise)), { locale }) },
        }),
        href: '/credit-cards?tab=bill-payment',
      },
    ];
  });
}

const lastDueDay = (today: string) => isoDayFromNumber(dayNumber(today) + DUE_HORIZON_DAYS - 1);

/** Each running SIP on every day it falls within the window, named by its fund. */
export function sipDues(sips: RunningSips | undefined, today: string): DueItem[] {
  return (sips?.sips ?? []).flatMap((sip) =>
    monthlyOccurrences(sip.next_day, lastDueDay(today), sip.day_of_month).map((dueDate): DueItem => ({
      id: `sip-${sip.folio_id}-${sip.isin}-${sip.amount_paise}-${dueDate}`,
      kind: 'SIP',
      dueDate,
      title: sip.name,
      amountPaise: sip.amount_paise,
      detail: defineText({ id: 'home.due.sip', defaultMessage: 'SIP instalment' }),
      href: `/mutual-funds/fund/${encodeURIComponent(sip.isin)}`,
    })),
  );
}

/**
 * Whether a SIP debit seen in the bank is one of the funds' SIPs: the same amount about the same
 * day (the bank debits a day or two before the units are allotted; the 30th and the 2nd are close).
 */
function isFundSip(amountPaise: number, day: number, sips: RunningSips | undefined): boolean {
  return (sips?.sips ?? []).some((sip) => {
    const apart = Math.abs(sip.day_of_month - day);
    return sip.amount_paise === amountPaise && Math.min(apart, 31 - apart) <= 3;
  });
}

/**
 * Monthly payments found in the bank history (rent, loan EMIs, SIPs, bills, subscriptions), each
 * on every day it falls within the window. The instant-cash EMI and a fund's SIP are left out: the
 * schedule and the fund's own line are shown, and a week must not count them twice.
 */
export function recurringDues(
  fixed: FixedIncomeExpenses | undefined,
  summary: InstaCashSummary | undefined,
  today: string,
  /** Words a message in the app's language (the kind and mode are messages of their own). */
  say: (text: Text) => string,
  sips?: RunningSips,
): DueItem[] {
  const until = lastDueDay(today);
  const lender = summary?.eligible === true ? summary.lender.toLowerCase() : null;
  return (fixed?.expenses ?? []).flatMap((item) => {
    const counterparty = item.counterparty.toLowerCase();
    if (
      (item.kind === 'EMI' &&
        lender !== null &&
        (lender.startsWith(counterparty) || counterparty.startsWith(lender))) ||
      (item.kind === 'SIP' && isFundSip(item.typical_amount_paise, item.typical_day, sips))
    )
      return [];
    return monthlyOccurrences(item.next_expected_on, until, item.typical_day).map((dueDate): DueItem => ({
      id: `recurring-${item.kind}-${item.counterparty}-${dueDate}`,
      kind: 'RECURRING',
      dueDate,
      title: item.counterparty,
      amountPaise: item.typical_amount_paise,
      detail: defineText({
        id: 'home.due.recurringDetail',
        defaultMessage: '{kind} · {mode}',
        values: {
          kind: say(RECURRING_KIND_TEXTS[item.kind]),
          mode: say(PAYMENT_MODE_TEXTS[item.payment_mode]),
        },
      }),
      href: '/savings',
    }));
  });
}

/** The next premium of each linked policy. */
export function premiumDues(policies: InsurancePolicies | undefined): DueItem[] {
  return (policies?.policies ?? []).flatMap((p): DueItem[] =>
    p.next_premium_due === null
      ? []
      : [
          {
            id: `premium-${p.policy_id}`,
            kind: 'INSURANCE',
            dueDate: p.next_premium_due,
            title: defineText({
              id: 'home.due.premium',
              defaultMessage: '{policy} premium',
              values: { policy: p.policy_name },
            }),
            amountPaise: p.premium_paise,
            detail: p.insurer,
            href: `/account-aggregator/insurance/policy/${encodeURIComponent(p.policy_id)}`,
          },
        ],
  );
}
