/**
 * Building blocks for the regular lines of a bank statement: salary, transfers between one's own
 * accounts, NACH auto-debits, UPI bills, quarterly interest.
 */
import type { TransactionCategory } from '@/domain/spending/categories';

import type { BankEntry } from './bank-entry';
import { type BankSetup, entry, styleOf } from './bank-setup';
import {
  type Day,
  dayInMonth,
  isoDate,
  monthAbbrev,
  monthStarts,
  partsOf,
  workingDayOnOrBefore,
} from './dates';
import type { UpiParty } from './narrations';
import type { Prng } from './prng';
import { rrn, umrn, utr } from './references';

/** Each day in [from, to] that is day `dom` of its month (clamped to the month's end). */
export function monthlyDays(from: Day, to: Day, dom: number): Day[] {
  return monthStarts(from, to)
    .map((start) => dayInMonth(start, dom))
    .filter((day) => day >= from && day <= to);
}

/** The last day of each quarter (March, June, September, December) in [from, to]. */
export function quarterEnds(from: Day, to: Day): Day[] {
  return monthlyDays(from, to, 31).filter((day) => partsOf(day).month % 3 === 0);
}

/** Savings interest for the quarter ending `day`, at `bps` a year on the balance then. */
export function interestCredit(setup: BankSetup, day: Day, bps: number, maskedAccount: string): BankEntry {
  const quarterStart = dayInMonth(day - 85, 1);
  const dmy = (d: Day): string => isoDate(d).split('-').reverse().join('-');
  return entry(day, 23 * 60 + 30, 'CREDIT', 0, {
    mode: 'OTHERS',
    narration: styleOf(setup).interest(dmy(quarterStart), dmy(day), maskedAccount),
    reference: `INT${isoDate(day).replaceAll('-', '')}`,
    category: 'Income',
    counterparty: 'Savings interest',
    interestBps: bps,
  });
}

/** NEFT between two of the holder's own accounts: the debit in one and the credit in the other. */
export function selfTransfer(
  from: BankSetup,
  to: BankSetup,
  rng: Prng,
  day: Day,
  amount: number,
): [BankEntry, BankEntry] {
  const minute = rng.int(9 * 60, 11 * 60);
  const reference = utr(rng, from.ifsc.slice(0, 4), day);
  const common = {
    mode: 'FT',
    reference,
    category: 'Transfers',
    counterparty: `Self (${to.style})`,
  } as const;
  return [
    entry(day, minute, 'DEBIT', amount, {
      ...common,
      narration: styleOf(from).neftOut(to.ifsc, from.holder, reference, 'SELF TRANSFER'),
    }),
    entry(day, minute + 25, 'CREDIT', amount, {
      ...common,
      counterparty: `Self (${from.style})`,
      narration: styleOf(to).neftIn(from.ifsc, from.holder, 'SELF TRANSFER'),
    }),
  ];
}

/** A NACH/ACH auto-debit under a mandate (SIPs, loan EMIs, premiums). */
export function autoDebit(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  amount: number,
  mandate: string,
  category: TransactionCategory,
  counterparty: string,
): BankEntry {
  const reference = umrn(rng, setup.ifsc.slice(0, 4));
  return entry(day, rng.int(5 * 60, 7 * 60), 'DEBIT', amount, {
    mode: 'OTHERS',
    narration: styleOf(setup).autoDebit(mandate, reference),
    reference,
    category,
    counterparty,
  });
}

/** A required UPI payment (a bill, an autopay subscription, a bill payment through an app). */
export function upiPayment(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  amount: number,
  party: UpiParty,
  category: TransactionCategory,
  note: string,
): BankEntry {
  const minute = rng.int(8 * 60, 22 * 60);
  const reference = rrn(rng, day, minute);
  return entry(day, minute, 'DEBIT', amount, {
    mode: 'UPI',
    narration: styleOf(setup).upi('DR', party, reference, note, false),
    reference,
    category,
    counterparty: party.payee,
  });
}

/** An incoming NEFT (salary, bonus, dividend, a loan disbursal). */
export function neftCredit(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  amount: number,
  sender: { name: string; ifsc: string },
  note: string,
  category: TransactionCategory,
): BankEntry {
  return entry(day, rng.int(10 * 60, 13 * 60), 'CREDIT', amount, {
    mode: 'FT',
    narration: styleOf(setup).neftIn(sender.ifsc, sender.name, note),
    reference: utr(rng, sender.ifsc.slice(0, 4), day),
    category,
    counterparty: sender.name,
  });
}

/** An outgoing IMPS to a person (rent, family). */
export function impsPayment(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  amount: number,
  to: { name: string; bankCode: string; masked: string },
  note: string,
  category: TransactionCategory,
): BankEntry {
  const minute = rng.int(8 * 60, 21 * 60);
  const reference = rrn(rng, day, minute);
  return entry(day, minute, 'DEBIT', amount, {
    mode: 'FT',
    narration: styleOf(setup).impsOut(reference, to.name, to.bankCode, to.masked, note),
    reference,
    category,
    counterparty: to.name,
  });
}

/** A bank fee (annual debit-card fee, SMS charges). */
export function bankFee(setup: BankSetup, day: Day, amount: number, text: string): BankEntry {
  return entry(day, 23 * 60, 'DEBIT', amount, {
    mode: 'OTHERS',
    narration: styleOf(setup).fee(text),
    reference: `CHG${isoDate(day).replaceAll('-', '')}`,
    category: 'Fees & charges',
    counterparty: `${setup.style} Bank`,
  });
}

/** A salary by NEFT on the last working day of every month in [from, to]. */
export function salaryCredits(
  setup: BankSetup,
  rng: Prng,
  from: Day,
  to: Day,
  employer: { name: string; ifsc: string },
  rupees: (payday: Day) => number,
): BankEntry[] {
  return monthStarts(from, to)
    .map((start) => workingDayOnOrBefore(dayInMonth(start, 31)))
    .filter((payday) => payday >= from && payday <= to)
    .map((payday) => {
      const note = `SALARY ${monthAbbrev(payday)} ${partsOf(payday).year}`;
      return neftCredit(setup, rng, payday, rupees(payday) * 100, employer, note, 'Income');
    });
}
