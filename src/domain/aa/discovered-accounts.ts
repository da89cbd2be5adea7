import type { FlowType } from './flow-type';

/**
 * The least a discovered account needs for the rules below (docs/product.md#discovered-accounts, field
 * names).
 */
export type MaskedAccount = { maskedAccNumber: string };

/** An account as the grouping and auto-select rules see it. */
export type DiscoveredAccountLike = MaskedAccount & {
  fipId: string;
  /** Already tracked in Kosh (the `trackingAt{product}` flag of docs/product.md#discovered-accounts). */
  tracked: boolean;
};

/**
 * Accounts of one FIP, in the shape the discovery screen lists (docs/product.md#discovered-accounts,
 * "Accounts group").
 */
export type FipGroup<T> = { fip_id: string; accounts_list: T[] };

/**
 * The key two masked numbers are compared by: partners differ in case and in stray spaces
 * (`xxxx 4821` vs `XXXX4821`), which must not make one account look like two.
 */
function maskedNumberKey(masked: string): string {
  return masked.replace(/\s+/g, '').toUpperCase();
}

/**
 * Drops accounts whose masked number was already seen (docs/product.md#validation-rules): the same account
 * discovered twice (two mobiles, two FIP classes) is listed once. The first occurrence wins; order is kept.
 */
export function dedupeByMaskedNumber<T extends MaskedAccount>(accounts: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const account of accounts) {
    const key = maskedNumberKey(account.maskedAccNumber);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(account);
  }
  return unique;
}

/**
 * The last four digits of a masked number (`XXXXXXXX4821` → `4821`), the part a customer
 * recognises. Fewer digits give what there is; none give an empty string.
 */
export function lastFourDigits(masked: string): string {
  return masked.replace(/[^0-9]/g, '').slice(-4);
}

/**
 * A card number the way cards are masked across the app (`XXXX XXXX XXXX 1234`), whatever mask the
 * issuer sent (`XXXXXXXXXXXX1234`, `4375XXXXXXXX1234`…): only the last four digits are ever shown.
 */
export function maskedCardNumber(masked: string): string {
  const lastFour = lastFourDigits(masked).padStart(4, 'X');
  return `XXXX XXXX XXXX ${lastFour}`;
}

/** Groups accounts by FIP in first-seen order; accounts keep their order inside a group. */
export function groupByFip<T extends { fipId: string }>(accounts: readonly T[]): FipGroup<T>[] {
  const groups = new Map<string, FipGroup<T>>();
  for (const account of accounts) {
    const group = groups.get(account.fipId);
    if (group === undefined) groups.set(account.fipId, { fip_id: account.fipId, accounts_list: [account] });
    else group.accounts_list.push(account);
  }
  return [...groups.values()];
}

/** What auto-selection depends on besides the account. */
export type AutoSelectOptions = {
  flow: FlowType;
  /** For US stocks, accounts are pre-selected only when the backend sets this flag. */
  autoSelectUsStocks: boolean;
};

/**
 * Whether the discovery screen ticks an account for the customer (docs/product.md#validation-rules): accounts
 * not yet tracked are, except in the US-stocks flow, where only the flag turns auto-selection on.
 */
export function isAutoSelected(
  account: Pick<DiscoveredAccountLike, 'tracked'>,
  options: AutoSelectOptions,
): boolean {
  if (account.tracked) return false;
  return options.flow === 'us_stocks' ? options.autoSelectUsStocks : true;
}
