/**
 * The category a row of `transactions` shows, as SQL over the unaliased `transactions` table:
 * the owner's override of that transaction, else the owner's rule for its merchant, else the
 * seeded category. The same precedence as `effectiveCategory` in
 * src/domain/spending/category-rules.ts; `lower(trim(…))` is its `merchantKey` (SQLite folds ASCII
 * letters only and trims spaces only, and so does merchantKey). Done in SQL so filters, counts,
 * sums and pages of every savings answer agree without reading rows twice; both lookups are
 * primary-key seeks, nothing when the tables are empty.
 */
const OWNER = '(SELECT fa.user_id FROM fi_accounts fa WHERE fa.id = transactions.account_id)';

export const EFFECTIVE_CATEGORY = `COALESCE(
  (SELECT o.category FROM spending_category_overrides o
    WHERE o.txn_id = transactions.id AND o.user_id = ${OWNER}),
  (SELECT r.category FROM spending_category_rules r
    WHERE r.user_id = ${OWNER} AND r.merchant_key = lower(trim(transactions.counterparty))),
  transactions.category)`;
