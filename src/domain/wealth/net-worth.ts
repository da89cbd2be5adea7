import { paise, type Paise } from '@/domain/money/paise';

/**
 * Net worth = bank balances + the current value of holdings and of mutual funds − what is used on
 * credit cards − the principal outstanding on the instant-cash line. A part is null when the customer has nothing of
 * that kind linked (or it is not known yet): null is "not counted", never a true ₹0.
 */
export type WealthParts = {
  banks: Paise | null;
  stocks: Paise | null;
  funds: Paise | null;
  cards: Paise | null;
  instaCash: Paise | null;
};

export type WealthPart = keyof WealthParts;

/** The assets among the parts, in the order home lists them. */
export const ASSET_PARTS = ['banks', 'stocks', 'funds'] as const satisfies readonly WealthPart[];
/** The liabilities among the parts, in the order home lists them. */
export const LIABILITY_PARTS = ['cards', 'instaCash'] as const satisfies readonly WealthPart[];

export type NetWorth = {
  total: Paise;
  assets: Paise;
  liabilities: Paise;
};

function checked(part: WealthPart, value: Paise | null): number {
  if (value === null) return 0;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${part}: not a whole number of paise`);
  return value;
}

/**
 * The net worth of the parts, or null when no part is known (nothing linked): a customer with
 * nothing linked has no net worth to show, not a net worth of ₹0. Integer paise throughout.
 * Liabilities are amounts owed (≥ 0); a negative one (an overpaid card) counts as owing less.
 */
export function netWorth(parts: WealthParts): NetWorth | null {
  if (Object.values(parts).every((value) => value === null)) return null;
  const assets = ASSET_PARTS.reduce((sum, part) => sum + checked(part, parts[part]), 0);
  const liabilities = LIABILITY_PARTS.reduce((sum, part) => sum + checked(part, parts[part]), 0);
  return { total: paise(assets - liabilities), assets: paise(assets), liabilities: paise(liabilities) };
}

/** A change between two figures: the amount, and the percent of the earlier one in basis points. */
export type Change = {
  amount: Paise;
  /** Null when the earlier figure is 0 (no base to be a percent of). Of its absolute value. */
  bps: number | null;
};

/** How `current` differs from `previous`; the percent is of |previous|, rounded to a basis point. */
export function changeSince(current: Paise, previous: Paise): Change {
  const amount = paise(current - previous);
  const bps = previous === 0 ? null : Math.round((amount * 10_000) / Math.abs(previous));
  return { amount, bps: bps === 0 ? 0 : bps };
}
