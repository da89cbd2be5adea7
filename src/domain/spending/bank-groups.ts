import { latestInstant } from './freshness';

/**
 * The "Your Banks" view: a customer's linked accounts gathered under their bank, so two HDFC
 * accounts show as one bank with two accounts and a combined balance.
 */

/** What grouping needs of an account card. */
export type BankAccountLike = {
  account_id: string;
  fip_id: string;
  bank_name: string;
  balance_paise: number;
  balance_as_of: string | null;
};

export type BankGroup<A extends BankAccountLike> = {
  fip_id: string;
  bank_name: string;
  /** Largest balance first. */
  accounts: A[];
  total_paise: number;
  /** The freshest `balance_as_of` of its accounts; null when none is known. */
  last_updated: string | null;
};

/**
 * Accounts grouped by FIP (one bank may send several accounts), banks with the largest combined
 * balance first, ties by name; accounts inside a bank largest balance first, ties by id.
 */
export function groupByBank<A extends BankAccountLike>(accounts: readonly A[]): BankGroup<A>[] {
  const banks = new Map<string, A[]>();
  for (const account of accounts) {
    const list = banks.get(account.fip_id);
    if (list === undefined) banks.set(account.fip_id, [account]);
    else list.push(account);
  }
  const groups = [...banks.entries()].map(([fipId, list]) => {
    const sorted = [...list].sort(
      (a, b) => b.balance_paise - a.balance_paise || a.account_id.localeCompare(b.account_id),
    );
    return {
      fip_id: fipId,
      bank_name: sorted[0]?.bank_name ?? fipId,
      accounts: sorted,
      total_paise: sorted.reduce((sum, account) => sum + account.balance_paise, 0),
      last_updated: latestInstant(sorted.map((account) => account.balance_as_of)),
    };
  });
  return groups.sort((a, b) => b.total_paise - a.total_paise || a.bank_name.localeCompare(b.bank_name));
}
