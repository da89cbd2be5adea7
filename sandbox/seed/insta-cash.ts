/**
 * The instant-cash credit line: drawdowns against one limit, each repaid by reducing-balance EMIs
 * (docs/product.md#emi-math) on one monthly billing day by NACH. EMIs due before the anchor are PAID with a
 * repayment, except the one marked overdue; the first one after the anchor is DUE, later ones UPCOMING.
 */
import { emiSchedule } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import type { CreditLineRow, EmiDbRow } from '../db/data-rows-products';
import type { BankEntry } from './bank-entry';
import type { SeedContext } from './context';
import { type Day, addMonths, dayOf, isoDate, istInstant } from './dates';
import type { Prng } from './prng';
import { pad } from './references';

type WithdrawalSpec = {
  id: string;
  amount: number;
  tenureMonths: number;
  /** How many billing days before the anchor's billing day its first EMI fell due. */
  firstDueMonthsBack: number;
  /** Its last EMI due before the anchor bounced and is still unpaid. */
  overdue: boolean;
};

export type CreditLineSpec = {
  line: CreditLineRow;
  /** The last billing day on or before the anchor. */
  lastBillingDay: Day;
  bankAccountMasked: string;
  withdrawals: readonly WithdrawalSpec[];
  /** Bank entries: the disbursal credit and each NACH debit that paid an EMI. */
  disburse: (rng: Prng, day: Day, amount: number) => BankEntry;
  collect: (rng: Prng, day: Day, amount: number) => BankEntry;
};

/** What alerts need: every EMI written, with its withdrawal. */
export type InstaCashFacts = { emis: EmiDbRow[] };

// Processing fee: 2 % of the drawdown, to the rupee.
const FEE_BPS = 200;

/** The billing day 4–15 days before the anchor, on a 1st–28th so every month has it. */
export function billingDayBefore(rng: Prng, anchorDay: Day): Day {
  const day = anchorDay - rng.int(4, 15);
  const dom = Number(isoDate(day).slice(8));
  return day - Math.max(0, dom - 28);
}

/** Seeds the line, its withdrawals, EMIs and repayments; returns the bank entries they caused. */
export function seedCreditLine(
  ctx: SeedContext,
  spec: CreditLineSpec,
): { entries: BankEntry[]; facts: InstaCashFacts } {
  const rng = ctx.rng(`insta-cash:${spec.line.id}`);
  ctx.writer.insert('credit_lines', spec.line);
  const entries: BankEntry[] = [];
  const emis: EmiDbRow[] = [];
  for (const w of spec.withdrawals) {
    const firstDue = addMonths(spec.lastBillingDay, -w.firstDueMonthsBack);
    const disbursedOn = addMonths(firstDue, -1) - rng.int(3, 12);
    const schedule = emiSchedule({
      principal: paise(w.amount),
      annualRateBps: spec.line.annual_rate_bps,
      months: w.tenureMonths,
      firstDueDate: isoDate(firstDue),
    });
    const closed = schedule.every((row) => dayOf(row.due_date) <= spec.lastBillingDay) && !w.overdue;
    const fee = Math.round((w.amount * FEE_BPS) / 10_000 / 100) * 100;
    ctx.writer.insert('withdrawals', {
      id: w.id,
      credit_line_id: spec.line.id,
      amount_paise: w.amount,
      tenure_months: w.tenureMonths,
      annual_rate_bps: spec.line.annual_rate_bps,
      processing_fee_paise: fee,
      disbursed_on: isoDate(disbursedOn),
      bank_account_masked: spec.bankAccountMasked,
      status: closed ? 'CLOSED' : 'ACTIVE',
    });
    entries.push(spec.disburse(rng, disbursedOn, w.amount - fee));
    let dueMarked = false;
    for (const row of schedule) {
      const due = dayOf(row.due_date);
      const past = due <= spec.lastBillingDay;
      const bounced = past && w.overdue && due === spec.lastBillingDay;
      let status: EmiDbRow['status'] = 'UPCOMING';
      if (past) status = bounced ? 'OVERDUE' : 'PAID';
      else if (!dueMarked) [status, dueMarked] = ['DUE', true];
      const emi: EmiDbRow = {
        id: `${w.id}-emi-${pad(row.installment_no, 2)}`,
        withdrawal_id: w.id,
        ...row,
        status,
        paid_on: status === 'PAID' ? row.due_date : null,
      };
      ctx.writer.insert('emis', emi);
      emis.push(emi);
      if (status !== 'PAID') continue;
      ctx.writer.insert('repayments', {
        id: `${w.id}-rep-${pad(row.installment_no, 2)}`,
        withdrawal_id: w.id,
        emi_id: emi.id,
        paid_at: istInstant(due, 6 * 60 + rng.int(0, 90)),
        amount_paise: row.emi_paise,
        mode: 'NACH',
      });
      entries.push(spec.collect(rng, due, row.emi_paise));
    }
  }
  return { entries, facts: { emis } };
}
