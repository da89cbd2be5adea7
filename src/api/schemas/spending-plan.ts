import { z } from 'zod/mini';

import { MONTH_KEY_PATTERN } from '@/domain/dates/month';
import { TOTAL_BUDGET } from '@/domain/spending/budget-pace';
import { isTransactionCategory, SPENDING_CATEGORIES } from '@/domain/spending/categories';

/**
 * The customer's own categories and budgets (`/aa-service`, docs/decisions/0021-own-categories-and-budgets.md):
 * a category chosen for one transaction, merchant rules, and monthly budgets. The POSTs are
 * commands: they may be queued offline and carry an Idempotency-Key the sandbox honours.
 */

const instant = z.iso.datetime({ offset: true });
const paise = z.int();
/** Any category of the taxonomy (spending or income). */
const categorySchema = z.string().check(z.refine(isTransactionCategory, 'must be a category'));
const merchant = z.string().check(z.minLength(1), z.maxLength(120));

/** POST `/category-override`: one transaction's category; null gives it back its own. */
export const categoryOverridePayloadSchema = z.object({
  transaction_id: z.string().check(z.minLength(1), z.maxLength(100)),
  category: z.nullable(categorySchema),
});

/** POST `/category-rule`: every transaction of a merchant is `category`; null deletes the rule. */
export const categoryRulePayloadSchema = z.object({
  merchant,
  category: z.nullable(categorySchema),
});

export const categoryRuleSchema = z.object({ merchant, category: z.string(), updated_at: instant });

/** GET `/category-rules`: the customer's merchant rules, by merchant. */
export const categoryRulesSchema = z.object({ rules: z.array(categoryRuleSchema) });
export type CategoryRules = z.infer<typeof categoryRulesSchema>;

/** The answer to every change: applied (a replay of a queued command answers the same). */
export const spendingChangeSchema = z.object({ applied: z.literal(true) });
export type SpendingChange = z.infer<typeof spendingChangeSchema>;

/** What a budget covers: one spending category or {@link TOTAL_BUDGET}. */
export const budgetScopeSchema = z.enum([...SPENDING_CATEGORIES, TOTAL_BUDGET]);

/** Largest monthly budget: ₹1 crore. */
export const MAX_BUDGET_PAISE = 1_00_00_000_00;

/** POST `/budget`: a monthly budget of at least ₹1; null deletes it. */
export const budgetPayloadSchema = z.object({
  category: budgetScopeSchema,
  limit_paise: z.nullable(z.int().check(z.minimum(100), z.maximum(MAX_BUDGET_PAISE))),
});

const budgetStatusSchema = z.enum(['OVER', 'ON_PACE_TO_OVER', 'ON_TRACK']);

const budgetSchema = z.object({
  category: budgetScopeSchema,
  limit_paise: paise,
  spent_paise: paise,
  /** Negative once over. */
  left_paise: paise,
  projected_paise: paise,
  /** Where the pace marker sits: the share of the month gone by the end of today. */
  pace_fraction: z.number().check(z.minimum(0), z.maximum(1)),
  status: budgetStatusSchema,
});
export type Budget = z.infer<typeof budgetSchema>;

/** GET `/budgets`: the current IST month's budgets with their progress. */
export const budgetsSchema = z.object({
  month_key: z.string().check(z.regex(MONTH_KEY_PATTERN)),
  day: z.int().check(z.minimum(1), z.maximum(31)),
  days_in_month: z.int().check(z.minimum(28), z.maximum(31)),
  budgets: z.array(budgetSchema),
});
export type Budgets = z.infer<typeof budgetsSchema>;
