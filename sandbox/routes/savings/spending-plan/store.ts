import type { Db } from '../../../db/database';

/** A merchant rule as stored. */
export type RuleRow = { merchant: string; category: string; updated_at: string };
/** A monthly budget as stored. */
export type BudgetRow = { category: string; limit_paise: number };

/** The `spending` namespace's statements (its migrations must have run). Every one is per user. */
export function createSpendingStore(db: Db) {
  const setOverride = db.prepare<[string, string, string, string]>(`
    INSERT INTO spending_category_overrides (user_id, txn_id, category, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (txn_id, user_id) DO UPDATE SET category = excluded.category, updated_at = excluded.updated_at`);
  const clearOverride = db.prepare<[string, string]>(
    'DELETE FROM spending_category_overrides WHERE user_id = ? AND txn_id = ?',
  );
  // A new rule re-categorises the merchant's past transactions too: earlier one-off choices go.
  const clearMerchantOverrides = db.prepare<[string, string, string]>(`
    DELETE FROM spending_category_overrides WHERE user_id = ? AND txn_id IN (
      SELECT t.id FROM transactions t JOIN fi_accounts a ON a.id = t.account_id
      WHERE a.user_id = ? AND lower(trim(t.counterparty)) = ?)`);
  const setRule = db.prepare<[string, string, string, string, string]>(`
    INSERT INTO spending_category_rules (user_id, merchant_key, merchant, category, updated_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, merchant_key) DO UPDATE SET
      merchant = excluded.merchant, category = excluded.category, updated_at = excluded.updated_at`);
  const deleteRule = db.prepare<[string, string]>(
    'DELETE FROM spending_category_rules WHERE user_id = ? AND merchant_key = ?',
  );
  const rules = db.prepare<[string], RuleRow>(
    'SELECT merchant, category, updated_at FROM spending_category_rules WHERE user_id = ? ORDER BY merchant_key',
  );
  const setBudget = db.prepare<[string, string, number, string]>(`
    INSERT INTO spending_budgets (user_id, category, limit_paise, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, category) DO UPDATE SET limit_paise = excluded.limit_paise, updated_at = excluded.updated_at`);
  const deleteBudget = db.prepare<[string, string]>(
    'DELETE FROM spending_budgets WHERE user_id = ? AND category = ?',
  );
  const budgets = db.prepare<[string], BudgetRow>(
    'SELECT category, limit_paise FROM spending_budgets WHERE user_id = ? ORDER BY category',
  );

  return {
    setOverride: (user: string, txnId: string, category: string | null, at: string): void => {
      if (category === null) clearOverride.run(user, txnId);
      else setOverride.run(user, txnId, category, at);
    },
    setRule: (user: string, key: string, merchant: string, category: string | null, at: string): void => {
      if (category === null) {
        deleteRule.run(user, key);
        return;
      }
      clearMerchantOverrides.run(user, user, key);
      setRule.run(user, key, merchant, category, at);
    },
    rules: (user: string): RuleRow[] => rules.all(user),
    setBudget: (user: string, category: string, limitPaise: number | null, at: string): void => {
      if (limitPaise === null) deleteBudget.run(user, category);
      else setBudget.run(user, category, limitPaise, at);
    },
    budgets: (user: string): BudgetRow[] => budgets.all(user),
  };
}
