/**
 * Rohan (other): a different customer in Pune with different data, all linked: one Axis savings
 * account (12 months), Upstox via CDSL, an Axis card, a credit line with one drawdown, a few
 * alerts. None of demo's merchants, so a leak between customers is visible at a glance.
 */
import { cardBillPaymentPath } from '@/domain/navigation/app-paths';

import type { HoldingRow } from '../db/data-rows';
import { fill } from '../http/language';
import { insertAccount } from './accounts';
import { ALERT_TEXT, OTHER_ALERT_TEXT } from './alert-texts';
import { type AlertDraft, inr, writeAlerts } from './alerts';
import { ACE_MERCHANTS } from './card-merchants';
import { seedCard } from './cards';
import type { SeedContext } from './context';
import { addMonths, dayOf } from './dates';
import { seedBroker } from './equity';
import { billingDayBefore, seedCreditLine } from './insta-cash';
import { OTHER_MERCHANTS, OTHER_PEOPLE } from './merchants-other';
import {
  OTHER_AXIS,
  OTHER_CARD,
  OTHER_CDSL,
  OTHER_SETUP,
  OTHER_SIP_PAISE,
  OTHER_USER,
  otherRecurring,
  payAxisCardBill,
} from './other-accounts';
import { autoDebit, monthlyDays, neftCredit } from './recurring';
import { seedSavings } from './savings';

const LENDER = { name: 'KOSH FINANCE PVT LTD', ifsc: 'YESB0000262' };

function dayChange(h: HoldingRow): number {
  return (h.last_price_paise - h.prev_close_paise) / h.prev_close_paise;
}

/** Seeds other. */
export function seedOther(ctx: SeedContext): void {
  const from = addMonths(ctx.anchorDay, -12) + 1;
  const userId = OTHER_USER.id;
  insertAccount(ctx, OTHER_CDSL);
  insertAccount(ctx, OTHER_CARD);
  const ledger = otherRecurring(ctx, from);
  const card = seedCard(
    ctx,
    {
      card: {
        id: 'card-other-axis-ace',
        user_id: userId,
        account_id: OTHER_CARD.id,
        issuer: 'Axis Bank',
        card_name: 'ACE',
        network: 'VISA',
        masked_number: 'XXXX XXXX XXXX 3344',
        credit_limit_paise: 1_20_000_00,
        statement_password_hint:
          'The first 4 letters of your name in capitals, then your date of birth as DDMM.',
      },
      merchants: ACE_MERCHANTS,
      spendsPerCycle: [8, 14],
      password: 'ROHA0712',
      lockedIndex: 1,
      olderBills: [5_000, 14_000],
      payBill: payAxisCardBill,
    },
    from,
  );
  ledger.push(...card.payments);
  const line = seedCreditLine(ctx, {
    line: {
      id: 'cl-other',
      user_id: userId,
      limit_paise: 1_00_000_00,
      annual_rate_bps: 1799,
      lender: 'Kosh Finance Pvt Ltd',
      status: 'ACTIVE',
    },
    lastBillingDay: billingDayBefore(ctx.rng('other:billing-day'), ctx.anchorDay),
    bankAccountMasked: OTHER_AXIS.masked_acc_number,
    withdrawals: [
      { id: 'wd-other-1', amount: 40_000_00, tenureMonths: 12, firstDueMonthsBack: 3, overdue: false },
    ],
    disburse: (rng, day, amount) =>
      neftCredit(OTHER_SETUP, rng, day, amount, LENDER, 'LOAN DISBURSAL', 'EMI & Loans'),
    collect: (rng, day, amount) =>
      autoDebit(OTHER_SETUP, rng, day, amount, 'KOSH FINANCE EMI', 'EMI & Loans', 'Kosh Finance'),
  });
  ledger.push(...line.entries);
  const plan = {
    merchants: OTHER_MERCHANTS,
    people: OTHER_PEOPLE,
    upiPerDay: 2.2,
    posPerDay: 0.15,
    p2pPerDay: 0.25,
    atmPerMonth: 1,
    atmAmounts: [2000, 4000, 6000],
    refundPerDay: 0.03,
  };
  seedSavings(
    ctx,
    {
      account: OTHER_AXIS,
      setup: OTHER_SETUP,
      plan,
      openingRupees: 95_000,
      floorRupees: 5_000,
      family: 'Meera Mehta',
    },
    from,
    ledger,
  );
  const holdings = seedBroker(
    ctx,
    {
      broker: {
        id: 'brk-other-upstox',
        user_id: userId,
        account_id: OTHER_CDSL.id,
        broker_name: 'Upstox',
        depository: 'CDSL',
        client_id: '5RM7K2',
        dp_id: '12085400',
      },
      holdings: ['TATAPOWER', 'ETERNAL', 'HAL', 'BEL', 'IEX', 'CDSL', 'SONACOMS', 'AFFLE'],
      partlySold: ['ETERNAL'],
      exited: ['ASTRAL'],
      positionRupees: [8_000, 40_000],
    },
    from,
  );

  const drafts: AlertDraft[] = [];
  const due = line.facts.emis.find((emi) => emi.status === 'DUE');
  if (due) {
    const dueDay = dayOf(due.due_date);
    drafts.push({
      day: dueDay - 5,
      minute: 8 * 60,
      kind: 'EMI_DUE',
      title: fill(ALERT_TEXT.emiDue.title, {
        amount: inr(due.emi_paise),
        due: dueDay,
        instalment: due.installment_no,
      }),
      body: fill(OTHER_ALERT_TEXT.emiDueBody, undefined),
      important: true,
      navlink: '/insta-cash',
    });
  }
  const { latest } = card.facts;
  const billDue = dayOf(latest.due_date);
  drafts.push({
    day: billDue - 4,
    minute: 9 * 60,
    kind: 'BILL_DUE',
    title: fill(ALERT_TEXT.billDue.title, {
      name: 'Axis Bank ACE',
      total: inr(latest.total_due_paise),
      minimum: inr(latest.min_due_paise),
      due: billDue,
    }),
    body: fill(OTHER_ALERT_TEXT.billDueBody, { due: billDue }),
    important: true,
    navlink: cardBillPaymentPath(card.facts.card.id),
  });
  const mover = [...holdings].sort(
    (a, b) => Math.abs(dayChange(b)) - Math.abs(dayChange(a)) || a.id.localeCompare(b.id),
  )[0];
  if (mover) {
    const pct = Math.abs(dayChange(mover) * 100).toFixed(1);
    drafts.push({
      day: ctx.anchorDay - 1,
      minute: 15 * 60 + 40,
      kind: 'PRICE_MOVE',
      title: fill(ALERT_TEXT.priceMove.title, { symbol: mover.symbol, up: dayChange(mover) >= 0, pct }),
      body: fill(OTHER_ALERT_TEXT.biggestMover, { company: mover.company_name }),
      important: false,
      navlink: '/equity',
    });
  }
  const sipDay = monthlyDays(from, ctx.anchorDay, 10).at(-1);
  if (sipDay !== undefined) {
    drafts.push({
      day: sipDay,
      minute: 7 * 60 + 30,
      kind: 'SIP_DEBITED',
      title: fill(OTHER_ALERT_TEXT.sipDebited.title, { amount: inr(OTHER_SIP_PAISE) }),
      body: fill(OTHER_ALERT_TEXT.sipDebited.body, { amount: inr(OTHER_SIP_PAISE) }),
      important: false,
      navlink: '/savings',
    });
  }
  writeAlerts(ctx, 'other', userId, drafts);
}
