/**
 * Rohan's (other) accounts, all linked under one consent: an Axis savings account, a CDSL demat
 * with Upstox, an Axis card. And the regular lines of the savings account.
 */
import { type AccountSpec, masked } from './accounts';
import type { BankEntry } from './bank-entry';
import { type BankSetup, entry, styleOf } from './bank-setup';
import type { SeedContext } from './context';
import { type Day, monthAbbrev } from './dates';
import type { Prng } from './prng';
import {
  autoDebit,
  impsPayment,
  interestCredit,
  monthlyDays,
  quarterEnds,
  salaryCredits,
  upiPayment,
} from './recurring';
import { personaUser } from './users';

export const OTHER_USER = personaUser('other');

const base = {
  user_id: OTHER_USER.id,
  holder_name: OTHER_USER.name,
  consentHandle: 'seed-consent-other-1',
  linkedDaysAgo: 200,
  openedOn: null,
  ifsc: null,
  branch: null,
};

export const OTHER_AXIS: AccountSpec = {
  ...base,
  id: 'acc-other-axis',
  fip_id: 'AXIS001',
  fi_type: 'DEPOSIT',
  acc_type: 'SAVINGS',
  masked_acc_number: masked('6650'),
  ifsc: 'UTIB0000403',
  branch: 'Baner, Pune',
  openedOn: '2015-03-09',
};
export const OTHER_CDSL: AccountSpec = {
  ...base,
  id: 'acc-other-cdsl',
  fip_id: 'CDSLFIP',
  fi_type: 'EQUITIES',
  acc_type: 'DEMAT',
  masked_acc_number: masked('9054', 12),
};
export const OTHER_CARD: AccountSpec = {
  ...base,
  id: 'acc-other-axis-card',
  fip_id: 'AXIS001',
  fi_type: 'CREDIT_CARD',
  acc_type: 'CARD',
  masked_acc_number: masked('3344', 12),
};

export const OTHER_SETUP: BankSetup = {
  accountId: OTHER_AXIS.id,
  style: 'AXIS',
  holder: OTHER_USER.name.toUpperCase(),
  ifsc: 'UTIB0000403',
  debitCard: '459150XXXXXX3344',
  maskedForOthers: 'XXXXXXX6650',
  atms: [
    ['AXPN0412', 'Baner Pune'],
    ['AXPN0077', 'Kothrud Pune'],
  ],
};

/** The Axis card's bill, paid from the savings account through net-banking bill pay. */
export function payAxisCardBill(rng: Prng, day: Day, amount: number): BankEntry {
  const reference = rng.digits(12);
  return entry(day, rng.int(9 * 60, 21 * 60), 'DEBIT', amount, {
    mode: 'OTHERS',
    narration: styleOf(OTHER_SETUP).billPay('XXXX3344', 'Axis Bank Credit Card', reference),
    reference,
    category: 'Transfers',
    counterparty: 'Axis Credit Card bill',
  });
}

const EMPLOYER = { name: 'GLOBEX FINANCIAL SERVICES LTD', ifsc: 'HSBC0400002' };
const LANDLORD = { name: 'Suresh Patil', bankCode: 'MAHB', masked: 'XXXXXXX1180' };
const MSEDCL = { payee: 'MSEDCL', vpa: 'msedcl@sbi', bank: 'SBIN' };
/** Rohan's monthly SIP, auto-debited on the 10th. */
export const OTHER_SIP_PAISE = 7_500_00;

/** Salary, rent, SIP, electricity and interest of the Axis account from `from` to the anchor. */
export function otherRecurring(ctx: SeedContext, from: Day): BankEntry[] {
  const rng = ctx.rng('other:recurring');
  const to = ctx.anchorDay;
  const out = salaryCredits(OTHER_SETUP, rng, from, to, EMPLOYER, () => 1_12_000 + rng.int(-900, 900));
  for (const day of monthlyDays(from, to, 3)) {
    out.push(
      impsPayment(
        OTHER_SETUP,
        rng,
        day,
        22_000_00,
        LANDLORD,
        `FLAT RENT ${monthAbbrev(day)}`,
        'Rent & Housing',
      ),
    );
  }
  for (const day of monthlyDays(from, to, 10)) {
    out.push(
      autoDebit(OTHER_SETUP, rng, day, OTHER_SIP_PAISE, 'PPFAS MF SIP', 'Investments', 'PPFAS Mutual Fund'),
    );
  }
  for (const day of monthlyDays(from, to, 14)) {
    out.push(
      upiPayment(OTHER_SETUP, rng, day, rng.int(900, 2600) * 100, MSEDCL, 'Bills & Utilities', 'Electricity'),
    );
  }
  for (const day of quarterEnds(from, to))
    out.push(interestCredit(OTHER_SETUP, day, 300, OTHER_SETUP.maskedForOthers));
  return out;
}
