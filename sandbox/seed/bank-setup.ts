/** The facts about one savings account that its narrations and entries need. */
import type { BankEntry } from './bank-entry';
import type { Day } from './dates';
import { type BankStyle, NARRATION_STYLES, type NarrationStyle } from './narrations';
import type { Prng } from './prng';
import { rrn } from './references';

export type BankSetup = {
  accountId: string;
  style: BankStyle;
  /** Account holder as banks print it, e.g. "AARAV SHARMA". */
  holder: string;
  ifsc: string;
  /** The debit card as narrations mask it, e.g. "512345XXXXXX1234". */
  debitCard: string;
  /** The account number as a counterparty bank masks it, e.g. "XXXXXXX4821". */
  maskedForOthers: string;
  /** ATM terminal ids and the places they are in. */
  atms: readonly (readonly [string, string])[];
};

/** The narration builders of the account's bank. */
export function styleOf(setup: BankSetup): NarrationStyle {
  return NARRATION_STYLES[setup.style];
}

/** An entry, with the fields most entries share filled in. */
export function entry(
  day: Day,
  minute: number,
  type: BankEntry['type'],
  amount: number,
  rest: Omit<BankEntry, 'day' | 'minute' | 'type' | 'amount' | 'required'> & { required?: boolean },
): BankEntry {
  return { day, minute, type, amount, required: true, ...rest };
}

/** A credit from family over IMPS: what a person does when a required debit would bounce. */
export function familyTopUp(
  setup: BankSetup,
  rng: Prng,
  sender: string,
): (day: Day, minute: number, amount: number) => BankEntry {
  return (day, minute, amount) => {
    const reference = rrn(rng, day, minute);
    return entry(day, minute, 'CREDIT', amount, {
      mode: 'FT',
      narration: styleOf(setup).impsIn(reference, sender, 'Family support'),
      reference,
      category: 'Transfers',
      counterparty: sender,
    });
  };
}
