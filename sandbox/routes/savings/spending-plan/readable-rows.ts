import { z } from 'zod/mini';

import { budgetScopeSchema, categoryRuleSchema } from '@/api/schemas/spending-plan';

import { isBlankName } from '../../../http/write-guards';
import type { BudgetRow, RuleRow } from './store';

/**
 * Stored rows the reads can answer. The writes refuse anything else, but a row written before
 * they did (a blank merchant, a category no longer in the taxonomy, a limit past the safe
 * integers) must not turn every later read of the customer's plan into a 500: it is left out,
 * with a warning naming it, once per row.
 */

const warned = new Set<string>();

function warnOnce(what: string): void {
  if (warned.has(what)) return;
  warned.add(what);
  process.emitWarning(`${what} left out of reads: it cannot be answered`, { code: 'SANDBOX_BAD_ROW' });
}

/** True when a stored merchant rule can be answered. */
export function readableRule(row: RuleRow): boolean {
  const ok = !isBlankName(row.merchant) && z.safeParse(categoryRuleSchema, row).success;
  if (!ok) warnOnce(`merchant rule ${JSON.stringify(row.merchant)}`);
  return ok;
}

/** True when a stored budget can be answered. */
export function readableBudget(row: BudgetRow): boolean {
  const ok =
    z.safeParse(budgetScopeSchema, row.category).success &&
    Number.isSafeInteger(row.limit_paise) &&
    row.limit_paise > 0;
  if (!ok) warnOnce(`budget ${JSON.stringify(row.category)}`);
  return ok;
}
