/** Who a persona pays: merchants (UPI or debit card) and people (UPI transfers). */
import type { TransactionCategory } from '@/domain/spending/categories';

import type { UpiParty } from './narrations';

export type Merchant = {
  /** What the user calls it, e.g. "Swiggy" (the counterparty column). */
  name: string;
  /** UPI payee as banks print it, its VPA and the VPA's bank. */
  upi: UpiParty;
  category: TransactionCategory;
  /** Amount range in rupees. */
  min: number;
  max: number;
  /** Amounts with paise (supermarkets, pharmacies), not whole rupees. */
  paise?: boolean;
  /** How often, relative to the other merchants. */
  weight: number;
  /** IST hour windows [from, to) in which people pay it. */
  hours: readonly (readonly [number, number])[];
  /** Also paid by debit card at a POS terminal, under this name. */
  pos?: string;
  /** Sends refunds or cashback now and then. */
  refunds?: boolean;
};

export type Person = {
  name: string;
  upi: UpiParty;
  /** Notes people write on a transfer. */
  notes: readonly string[];
};

/** Optional traits of a merchant. */
type Extras = Pick<Merchant, 'paise' | 'pos' | 'refunds'>;

/**
 * A merchant in one line of a table: name, VPA and its bank, category, rupee range, weight, hours.
 * `merchant('Swiggy', 'swiggy@ybl', 'YESB', 'Food & Dining', [180, 850], 9, MEALS, { refunds: true })`.
 */
export function merchant(
  name: string,
  vpa: string,
  bank: string,
  category: TransactionCategory,
  [min, max]: readonly [number, number],
  weight: number,
  hours: Merchant['hours'],
  extras: Extras = {},
): Merchant {
  return { name, upi: { payee: name, vpa, bank }, category, min, max, weight, hours, ...extras };
}

/** A person paid or paid by over UPI. */
export function person(name: string, vpa: string, bank: string, notes: readonly string[]): Person {
  return { name, upi: { payee: name, vpa, bank }, notes };
}

export const MEALS = [
  [12, 15],
  [19, 23],
] as const;
export const DAYTIME = [[9, 21]] as const;
export const EVENING = [[17, 22]] as const;
export const MORNING = [[7, 11]] as const;
export const COMMUTE = [
  [8, 11],
  [17, 22],
] as const;
