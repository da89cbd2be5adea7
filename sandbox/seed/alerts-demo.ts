/**
 * Demo's alerts, written from what the seed actually produced: the overdue and the due EMI,
 * the card bills, the locked statement, the day's biggest movers among the holdings, a
 * low-balance warning before the home-loan EMI, the consent that is about to expire.
 */
import { APP_PATHS, cardBillPaymentPath } from '@/domain/navigation/app-paths';

import type { HoldingRow } from '../db/data-rows';
import type { EmiDbRow } from '../db/data-rows-products';
import { type AlertDraft, inr, writeAlerts } from './alerts';
import type { BankEntry } from './bank-entry';
import type { CardFacts } from './cards';
import type { SeedContext } from './context';
import { dayOf, humanDate, isoDate } from './dates';
import { DEMO_USER_ID } from './demo-accounts';
import { DEMO_HOME_LOAN_EMI } from './demo-recurring';

export type DemoFacts = {
  cards: readonly CardFacts[];
  emis: readonly EmiDbRow[];
  holdings: readonly HoldingRow[];
  balances: { hdfc: number; icici: number; sbi: number };
  /** The last bill payment and salary credit into HDFC. */
  lastBillPayment: BankEntry | null;
  lastSalary: BankEntry | null;
};

function dayChange(h: HoldingRow): number {
  return (h.last_price_paise - h.prev_close_paise) / h.prev_close_paise;
}

function emiAlerts(facts: DemoFacts): AlertDraft[] {
  const drafts: AlertDraft[] = [];
  for (const emi of facts.emis) {
    const due = dayOf(emi.due_date);
    if (emi.status === 'OVERDUE') {
      drafts.push({
        day: due + 1,
        minute: 9 * 60,
        kind: 'EMI_OVERDUE',
        title: `EMI of ${inr(emi.emi_paise)} is overdue`,
        body: `Instalment ${emi.installment_no} was due on ${humanDate(due)} and the auto-debit failed. Pay now to avoid penal charges.`,
        important: true,
        // The overdue repayment's quote, as the lending "Pay now" navlink opens it.
        navlink: `${APP_PATHS.instaCash}?repay=overdue`,
      });
      drafts.push({
        day: due,
        minute: 7 * 60 + 5,
        kind: 'EMI_BOUNCED',
        title: 'Auto-debit for your EMI failed',
        body: `The NACH debit of ${inr(emi.emi_paise)} could not be collected from HDFC Bank ••4821.`,
        important: true,
        navlink: '/insta-cash',
      });
    }
    if (emi.status === 'DUE') {
      drafts.push({
        day: due - 5,
        minute: 8 * 60 + 30,
        kind: 'EMI_DUE',
        title: `EMI of ${inr(emi.emi_paise)} due on ${humanDate(due)}`,
        body: `Keep the amount in HDFC Bank ••4821 for the auto-debit (instalment ${emi.installment_no}).`,
        important: emi.withdrawal_id === facts.emis.find((e) => e.status === 'OVERDUE')?.withdrawal_id,
        navlink: '/insta-cash/emi-schedule',
      });
    }
  }
  const lastPaid = facts.emis
    .filter((e) => e.status === 'PAID')
    .sort((a, b) => a.due_date.localeCompare(b.due_date))
    .at(-1);
  if (lastPaid)
    drafts.push({
      day: dayOf(lastPaid.due_date),
      minute: 8 * 60,
      kind: 'EMI_PAID',
      title: `EMI of ${inr(lastPaid.emi_paise)} paid`,
      body: `Instalment ${lastPaid.installment_no} was collected by auto-debit. Thank you!`,
      important: false,
      navlink: '/insta-cash',
    });
  return drafts;
}

function cardAlerts(facts: DemoFacts): AlertDraft[] {
  return facts.cards.flatMap(({ card, latest }) => {
    const closed = dayOf(latest.period_end);
    const name = `${card.issuer} ${card.card_name}`;
    const drafts: AlertDraft[] = [
      {
        day: closed + 1,
        minute: 10 * 60,
        kind: 'STATEMENT_GENERATED',
        title: `${name} statement is ready`,
        body: `Total due ${inr(latest.total_due_paise)}, minimum ${inr(latest.min_due_paise)}, due by ${humanDate(dayOf(latest.due_date))}.`,
        important: false,
        navlink: '/credit-cards',
      },
      {
        day: dayOf(latest.due_date) - 4,
        minute: 9 * 60,
        kind: 'BILL_DUE',
        title: `${name} bill of ${inr(latest.total_due_paise)} due soon`,
        body: `Pay by ${humanDate(dayOf(latest.due_date))} to avoid late fees and interest.`,
        important: true,
        // The card's own payment, open at once.
        navlink: cardBillPaymentPath(card.id),
      },
    ];
    if (latest.locked === 1)
      drafts.push({
        day: closed + 1,
        minute: 10 * 60 + 2,
        kind: 'STATEMENT_LOCKED',
        title: `Unlock your ${name} statement`,
        body: 'The statement PDF is password protected. Enter its password once to see every transaction.',
        important: false,
        navlink: '/credit-cards',
      });
    return drafts;
  });
}

function marketAlerts(ctx: SeedContext, facts: DemoFacts): AlertDraft[] {
  const ranked = [...facts.holdings].sort((a, b) => dayChange(b) - dayChange(a) || a.id.localeCompare(b.id));
  const gainer = ranked[0];
  const loser = ranked.at(-1);
  const drafts: AlertDraft[] = [];
  for (const h of [gainer, loser]) {
    if (!h) continue;
    const pct = (dayChange(h) * 100).toFixed(1);
    const up = dayChange(h) >= 0;
    drafts.push({
      day: ctx.anchorDay - 1,
      minute: 15 * 60 + 35,
      kind: 'PRICE_MOVE',
      title: `${h.symbol} ${up ? 'up' : 'down'} ${pct.replace('-', '')}% today`,
      body: `${h.company_name} closed at ${inr(h.last_price_paise)}; you hold ${h.quantity} shares.`,
      important: Math.abs(dayChange(h)) >= 0.05,
      navlink: '/equity',
    });
  }
  return drafts;
}

function accountAlerts(ctx: SeedContext, facts: DemoFacts): AlertDraft[] {
  const drafts: AlertDraft[] = [
    {
      day: ctx.anchorDay - 2,
      minute: 11 * 60,
      kind: 'CONSENT_EXPIRY',
      title: 'Your bank-data consent expires in 14 days',
      body: 'Renew it to keep HDFC, ICICI and SBI transactions up to date.',
      important: true,
      navlink: '/account-aggregator',
    },
    {
      // An insurance journey belongs to the main site's goals page: the navlink executor opens it
      // there when Kosh is framed by the main site, through the launch URL in the apps, and with
      // `source=goals` in a plain browser.
      day: ctx.anchorDay - 4,
      minute: 12 * 60,
      kind: 'INSURANCE_TRACKING',
      title: 'Track your insurance policies too',
      body: 'Link your health and life cover to see every policy, premium and renewal in one place.',
      important: false,
      navlink: APP_PATHS.aa.insurance,
    },
    {
      day: ctx.anchorDay - 3,
      minute: 18 * 60,
      kind: 'LOW_BALANCE',
      title: 'Keep your SBI account funded',
      body: `Balance ${inr(facts.balances.sbi)}; the home-loan EMI of ${inr(DEMO_HOME_LOAN_EMI)} is auto-debited on the 10th.`,
      important: facts.balances.sbi < DEMO_HOME_LOAN_EMI * 2,
      navlink: '/savings',
    },
  ];
  const bill = facts.lastBillPayment;
  if (bill)
    drafts.push({
      day: bill.day,
      minute: bill.minute + 1,
      kind: 'LARGE_DEBIT',
      title: `${inr(bill.amount)} debited from HDFC Bank ••4821`,
      body: `Paid to ${bill.counterparty} on ${humanDate(bill.day)}. Not you? Call your bank now.`,
      important: false,
      navlink: '/savings',
    });
  const salary = facts.lastSalary;
  if (salary)
    drafts.push({
      day: salary.day,
      minute: salary.minute + 1,
      kind: 'SALARY_CREDITED',
      title: `Salary of ${inr(salary.amount)} credited`,
      body: `From ${salary.counterparty} into HDFC Bank ••4821 on ${isoDate(salary.day)}.`,
      important: false,
      navlink: '/savings',
    });
  return drafts;
}

/** Writes demo's alerts. */
export function demoAlerts(ctx: SeedContext, facts: DemoFacts): void {
  writeAlerts(ctx, 'demo', DEMO_USER_ID, [
    ...emiAlerts(facts),
    ...cardAlerts(facts),
    ...marketAlerts(ctx, facts),
    ...accountAlerts(ctx, facts),
  ]);
}
