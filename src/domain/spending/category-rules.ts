/**
 * The customer's own categories: a transaction's category is the one they chose for it, else the
 * one their rule gives its merchant, else the bank's (the seed's). A rule matches a merchant by
 * {@link merchantKey}; the sandbox's SQL compares `lower(trim(counterparty))`, which this mirrors
 * exactly (ASCII letters only are folded, spaces only are trimmed), so the screen and the server
 * can never disagree about which transactions a rule covers.
 */

/** "Always for this merchant": every transaction of `merchant`, past and future, is `category`. */
export type MerchantRule = { merchant: string; category: string };

/** A transaction as far as its category goes. */
export type CategorisedTxn = { transaction_id: string; counterparty: string; category: string };

/** The key a rule matches on: the merchant without surrounding spaces, ASCII letters in lower case. */
export function merchantKey(counterparty: string): string {
  return counterparty.replace(/^ +| +$/g, '').replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The rule for `counterparty`'s merchant, if any. */
function ruleFor(rules: readonly MerchantRule[], counterparty: string): MerchantRule | undefined {
  const key = merchantKey(counterparty);
  return rules.find((rule) => merchantKey(rule.merchant) === key);
}

/**
 * The category `txn` shows: its own override first (a choice for one transaction is the most
 * specific), then its merchant's rule, then the category it came with.
 */
function effectiveCategory(
  txn: CategorisedTxn,
  overrides: ReadonlyMap<string, string>,
  rules: readonly MerchantRule[],
): string {
  return overrides.get(txn.transaction_id) ?? ruleFor(rules, txn.counterparty)?.category ?? txn.category;
}

/** `txns` with {@link effectiveCategory} applied; unchanged ones are the same objects. */
export function recategorise<T extends CategorisedTxn>(
  txns: readonly T[],
  overrides: ReadonlyMap<string, string>,
  rules: readonly MerchantRule[],
): T[] {
  return txns.map((txn) => {
    const category = effectiveCategory(txn, overrides, rules);
    return category === txn.category ? txn : { ...txn, category };
  });
}
