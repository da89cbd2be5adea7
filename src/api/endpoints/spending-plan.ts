import { authedQueryOptions } from '@/api/authed-query-options';
import { sendOrQueue, type ChangeOutcome } from '@/api/offline-commands';
import { request } from '@/api/request';
import {
  budgetsSchema,
  categoryRulesSchema,
  spendingChangeSchema,
  type SpendingChange,
} from '@/api/schemas/spending-plan';
import type { CommandActionCode } from '@/domain/offline/command-actions';

import { savingsKeys } from './aggregator-savings-keys';

/**
 * The customer's own categories and budgets (`/aa-service`, docs/decisions/0021-own-categories-and-budgets.md).
 * Keys sit under `['savings', …]`: one `invalidateQueries(savingsKeys.all)` after a change
 * refreshes every view a category or a budget shows in (lists, analytics, money in/out, budgets).
 * The three changes are commands: sent now, or kept offline and sent once (ADR 0008, 0012).
 */
export const spendingPlanKeys = {
  rules: () => [...savingsKeys.all, 'category-rules'] as const,
  budgets: () => [...savingsKeys.all, 'budgets'] as const,
};

export function categoryRulesQueryOptions() {
  return authedQueryOptions({
    queryKey: spendingPlanKeys.rules(),
    queryFn: ({ signal }) =>
      request({ service: 'aggregator', path: '/category-rules', schema: categoryRulesSchema, signal }),
  });
}

export function budgetsQueryOptions() {
  return authedQueryOptions({
    queryKey: spendingPlanKeys.budgets(),
    queryFn: ({ signal }) =>
      request({ service: 'aggregator', path: '/budgets', schema: budgetsSchema, signal }),
  });
}

function command(
  path: string,
  body: Record<string, unknown>,
  action: CommandActionCode,
): Promise<ChangeOutcome<SpendingChange>> {
  return sendOrQueue({
    service: 'aggregator',
    path,
    body,
    schema: spendingChangeSchema,
    action: { code: action },
    refresh: [savingsKeys.all],
  });
}

/** POST `/category-override`: one transaction's category; null gives it back the bank's. */
export function setTransactionCategory(transactionId: string, category: string | null) {
  return command('/category-override', { transaction_id: transactionId, category }, 'change-category');
}

/** POST `/category-rule`: every transaction of `merchant`, past and future, is `category`; null deletes. */
export function setMerchantRule(merchant: string, category: string | null) {
  return command('/category-rule', { merchant, category }, category === null ? 'delete-rule' : 'save-rule');
}

/** POST `/budget`: the monthly budget of `category` (or all spending); null deletes it. */
export function setBudget(category: string, limitPaise: number | null) {
  return command(
    '/budget',
    { category, limit_paise: limitPaise },
    limitPaise === null ? 'delete-budget' : 'save-budget',
  );
}
