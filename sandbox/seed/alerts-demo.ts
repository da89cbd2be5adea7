/**
 * Demo's alerts, written from what the seed actually produced: the overdue and the due EMI,
 * the card bills, the locked statement, the day's biggest movers among the holdings, a
 * low-balance warning before the home-loan EMI, the consent that is about to expire.
 */
import { APP_PATHS, cardBillPaymentPath } from '@/domain/navigation/app-paths';

import type { HoldingRow } from '../db/data-rows';
import type { EmiDbRow } from '../db/data-rows-products';
import { fill } from '../http/language';
import { ALERT_TEXT } from './alert-texts';
import { type AlertDraft, inr, writeAlerts } from './alerts';
import type { BankEntry } from './bank-entry';
import type { CardFacts } from './cards';
import type { SeedContext } from './context';
import { dayOf } from './dates';
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

/** What an EMI alert says: the amount, the due day and the instalment. */
function emiFacts(emi: EmiDbRow): { amount: string; due: number; instalment: number } {
  return { amount: inr(emi.emi_paise), due: dayOf(emi.due_date), instalment: emi.installment_no };
}

/** What a bank-entry alert says: the amount, the other side and the day. */
function entryFacts(entry: BankEntry): { amount: string; counterparty: string; day: number } {
  return { amount: inr(entry.amount), counterparty: entry.counterparty, day: entry.day };
}

function emiAlerts(facts: DemoFacts): AlertDraft[] {
  const drafts: AlertDraft[] = [];
  for (const emi of facts.emis) {
    const due = dayOf(emi.due_date);
    const emiText = emiFacts(emi);
    if (emi.status === 'OVERDUE') {
      drafts.push({
        day: due + 1,
        minute: 9 * 60,
        kind: 'EMI_OVERDUE',
        title: fill(ALERT_TEXT.emiOverdue.title, emiText),
        body: fill(ALERT_TEXT.emiOverdue.body, emiText),
        important: true,
        // The overdue repayment's quote, as the lending "Pay now" navlink opens it.
        navlink: `${APP_PATHS.instaCash}?repay=overdue`,
      });
      drafts.push({
        day: due,
        minute: 7 * 60 + 5,
        kind: 'EMI_BOUNCED',
        title: fill(ALERT_TEXT.emiBounced.title, emiText),
        body: fill(ALERT_TEXT.emiBounced.body, emiText),
        important: true,
        navlink: '/insta-cash',
      });
    }
    if (emi.status === 'DUE') {
      drafts.push({
        day: due - 5,
        minute: 8 * 60 + 30,
        kind: 'EMI_DUE',
        title: fill(ALERT_TEXT.emiDue.title, emiText),
        body: fill(ALERT_TEXT.emiDue.body, emiText),
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
      title: fill(ALERT_TEXT.emiPaid.title, emiFacts(lastPaid)),
      body: fill(ALERT_TEXT.emiPaid.body, emiFacts(lastPaid)),
      important: false,
      navlink: '/insta-cash',
    });
  return drafts;
}

function cardAlerts(facts: DemoFacts): AlertDraft[] {
  return facts.cards.flatMap(({ card, latest }) => {
    const closed = dayOf(latest.period_end);
    const name = `${card.issuer} ${card.card_name}`;
    const bill = {
      name,
      total: inr(latest.total_due_paise),
      minimum: inr(latest.min_due_paise),
      due: dayOf(latest.due_date),
    };
    const drafts: AlertDraft[] = [
      {
        day: closed + 1,
        minute: 10 * 60,
        kind: 'STATEMENT_GENERATED',
        title: fill(ALERT_TEXT.statementReady.title, bill),
        body: fill(ALERT_TEXT.statementReady.body, bill),
        important: false,
        navlink: '/credit-cards',
      },
      {
        day: dayOf(latest.due_date) - 4,
        minute: 9 * 60,
        kind: 'BILL_DUE',
        title: fill(ALERT_TEXT.billDue.title, bill),
        body: fill(ALERT_TEXT.billDue.body, bill),
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
        title: fill(ALERT_TEXT.statementLocked.title, bill),
        body: fill(ALERT_TEXT.statementLocked.body, bill),
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
      title: fill(ALERT_TEXT.priceMove.title, { symbol: h.symbol, up, pct: pct.replace('-', '') }),
      body: fill(ALERT_TEXT.priceMoveHolding, {
        company: h.company_name,
        price: inr(h.last_price_paise),
        quantity: h.quantity,
      }),
      important: Math.abs(dayChange(h)) >= 0.05,
      navlink: '/equity',
    });
  }
  return drafts;
}

function accountAlerts(ctx: SeedContext, facts: DemoFacts): AlertDraft[] {
  const balance = { balance: inr(facts.balances.sbi), emi: inr(DEMO_HOME_LOAN_EMI) };
  const drafts: AlertDraft[] = [
    {
      day: ctx.anchorDay - 2,
      minute: 11 * 60,
      kind: 'CONSENT_EXPIRY',
      title: fill(ALERT_TEXT.consentExpiry.title, undefined),
      body: fill(ALERT_TEXT.consentExpiry.body, undefined),
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
      title: fill(ALERT_TEXT.insuranceTracking.title, undefined),
      body: fill(ALERT_TEXT.insuranceTracking.body, undefined),
      important: false,
      navlink: APP_PATHS.aa.insurance,
    },
    {
      day: ctx.anchorDay - 3,
      minute: 18 * 60,
      kind: 'LOW_BALANCE',
      title: fill(ALERT_TEXT.lowBalance.title, balance),
      body: fill(ALERT_TEXT.lowBalance.body, balance),
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
      title: fill(ALERT_TEXT.largeDebit.title, entryFacts(bill)),
      body: fill(ALERT_TEXT.largeDebit.body, entryFacts(bill)),
      important: false,
      navlink: '/savings',
    });
  const salary = facts.lastSalary;
  if (salary)
    drafts.push({
      day: salary.day,
      minute: salary.minute + 1,
      kind: 'SALARY_CREDITED',
      title: fill(ALERT_TEXT.salaryCredited.title, entryFacts(salary)),
      body: fill(ALERT_TEXT.salaryCredited.body, entryFacts(salary)),
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
