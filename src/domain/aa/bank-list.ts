/**
 * The bank list's order and search (docs/linking.md#screens, bank list): popular banks first, in the
 * backend's popular order, then the rest alphabetically; a search matches the name, the FIP id or the IFSC
 * prefix, ignoring case, spaces and punctuation.
 */
export type BankListEntry = {
  fip_id: string;
  name: string;
  ifsc_prefix: string | null;
  popular: boolean;
};

/** Lower case letters and digits only: "H.D.F.C  bank" and "hdfcbank" compare equal. */
function searchKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Popular first (in `popularOrder`, then any other popular one), then the rest by name. */
export function orderBanks<T extends BankListEntry>(
  banks: readonly T[],
  popularOrder: readonly string[],
): T[] {
  const rank = (bank: T): number => {
    const index = popularOrder.indexOf(bank.fip_id);
    if (index >= 0) return index;
    return bank.popular ? popularOrder.length : Number.POSITIVE_INFINITY;
  };
  return [...banks].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0 && !Number.isNaN(byRank)) return byRank;
    return a.name.localeCompare(b.name, 'en-IN');
  });
}

/** The banks matching `query` (all of them for a blank query), in the given order. */
export function searchBanks<T extends BankListEntry>(banks: readonly T[], query: string): T[] {
  const key = searchKey(query);
  if (key === '') return [...banks];
  return banks.filter(
    (bank) =>
      searchKey(bank.name).includes(key) ||
      searchKey(bank.fip_id).includes(key) ||
      (bank.ifsc_prefix !== null && searchKey(bank.ifsc_prefix).startsWith(key)),
  );
}

const SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ['State Bank of India', 'SBI'],
  ['Kotak Mahindra Bank', 'Kotak'],
  ['Punjab National Bank', 'PNB'],
  ['Bank of Baroda', 'BoB'],
  ['AU Small Finance Bank', 'AU Bank'],
  ['Union Bank of India', 'Union Bank'],
  ['Bank of India', 'BOI'],
  ['Central Bank of India', 'Central Bank'],
  ['Indian Overseas Bank', 'IOB'],
  ['Bank of Maharashtra', 'BoM'],
  ['Central Depository Services Ltd (CDSL)', 'CDSL'],
  ['National Securities Depository Ltd (NSDL)', 'NSDL'],
]);

/** A name that fits a small tile: the common short form ("SBI"), else without " Bank"/" Ltd". */
export function shortBankName(name: string): string {
  return SHORT_NAMES.get(name) ?? name.replace(/ Bank$/, '').replace(/ Ltd\b.*$/, '');
}
