import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { savingsKeys } from '@/api/endpoints/aggregator-savings';
import {
  setBudget,
  setMerchantRule,
  setTransactionCategory,
  spendingPlanKeys,
} from '@/api/endpoints/spending-plan';
import type { AllTransactions, TransactionDetail } from '@/api/schemas/aggregator-savings';
import type { CategoryRules } from '@/api/schemas/spending-plan';
import { recategorise, type MerchantRule } from '@/domain/spending/category-rules';
import { handleError } from '@/native/handle-error';

/** A change of category: one transaction, or (with `merchant`) a rule for all of the merchant's. */
export type CategoryChange =
  | { kind: 'transaction'; transactionId: string; category: string }
  | { kind: 'rule'; merchant: string; category: string | null };

/**
 * Shows a change in the cached transaction lists and details at once (the bank's category of a
 * deleted rule is not on the device: those rows wait for the refetch). Rules and overrides use the
 * domain's precedence, so the screen shows what the server will answer.
 */
function showChange(client: QueryClient, change: CategoryChange): void {
  const overrides = new Map<string, string>();
  const rules: MerchantRule[] = [];
  if (change.kind === 'transaction') overrides.set(change.transactionId, change.category);
  else if (change.category !== null) rules.push({ merchant: change.merchant, category: change.category });
  else return;
  client.setQueriesData<InfiniteData<AllTransactions>>({ queryKey: savingsKeys.transactionsAll() }, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            transactions: recategorise(page.transactions, overrides, rules),
          })),
        },
  );
  client.setQueriesData<TransactionDetail>({ queryKey: [...savingsKeys.all, 'transaction'] }, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          transaction: recategorise([data.transaction], overrides, rules)[0] ?? data.transaction,
          similar: recategorise(data.similar, overrides, rules),
        },
  );
  if (change.kind === 'rule') {
    client.setQueryData<CategoryRules>(spendingPlanKeys.rules(), (data) =>
      data === undefined
        ? data
        : {
            rules: [
              ...data.rules.filter((rule) => rule.merchant !== change.merchant),
              {
                merchant: change.merchant,
                category: change.category ?? '',
                updated_at: new Date().toISOString(),
              },
            ],
          },
    );
  }
}

/**
 * Changes a category: on screen at once, then sent (or kept offline and sent once); every savings
 * view is refetched once the server has it, and a refused change is undone by that refetch.
 */
export function useChangeCategory() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: CategoryChange) =>
      change.kind === 'transaction'
        ? setTransactionCategory(change.transactionId, change.category)
        : setMerchantRule(change.merchant, change.category),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: savingsKeys.all });
      showChange(client, change);
    },
    onError: (error) => {
      handleError(error, { origin: 'savings:category' });
      return client.invalidateQueries({ queryKey: savingsKeys.all });
    },
    onSuccess: (outcome) =>
      'queued' in outcome ? undefined : client.invalidateQueries({ queryKey: savingsKeys.all }),
  });
}

/** Sets or deletes a monthly budget; the budgets (and home's flags) refetch once it is applied. */
export function useSetBudget() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ category, limitPaise }: { category: string; limitPaise: number | null }) =>
      setBudget(category, limitPaise),
    onError: (error) => handleError(error, { origin: 'savings:budget' }),
    onSuccess: (outcome) =>
      'queued' in outcome ? undefined : client.invalidateQueries({ queryKey: spendingPlanKeys.budgets() }),
  });
}
