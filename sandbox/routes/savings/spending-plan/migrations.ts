import type { Migration } from '../../../db/database';

/**
 * Namespace `spending`: the customer's own categories and budgets. Keyed by user; no foreign keys
 * into the seeded data tables, so reseeding the world never trips over them (a row about a
 * transaction that no longer exists simply matches nothing).
 */
export const SPENDING_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'category overrides, merchant rules, monthly budgets',
    sql: `
CREATE TABLE spending_category_overrides (
  user_id TEXT NOT NULL,
  txn_id TEXT NOT NULL,
  category TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (txn_id, user_id)
);

CREATE TABLE spending_category_rules (
  user_id TEXT NOT NULL,
  merchant_key TEXT NOT NULL,       -- merchantKey() of src/domain/spending/category-rules.ts
  merchant TEXT NOT NULL,           -- as the customer saw it
  category TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, merchant_key)
);

CREATE TABLE spending_budgets (
  user_id TEXT NOT NULL,
  category TEXT NOT NULL,           -- a spending category, or 'All spending'
  limit_paise INTEGER NOT NULL CHECK (limit_paise > 0),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, category)
);
`,
  },
];
