import {
  ALL_TRANSACTIONS_DEFAULT_LIMIT,
  allTransactionsPayloadSchema,
  type AllTransactions,
  type AllTransactionsPayload,
} from '@/api/schemas/aggregator-savings';

import { clientError } from '../../http/api-errors';
import type { TxnFilters } from './all-transactions-query';
import { decodeCursor, encodeCursor } from './cursor';
import { istDayRange, notFound, parseInput } from './input';
import { newestFirst, toTransaction } from './rows';
import { resolveScope, type SavingsEnv } from './scope';

function filtersOf(input: AllTransactionsPayload): TxnFilters {
  const filters: TxnFilters = {};
  if (input.from !== undefined && input.to !== undefined && input.from > input.to) {
    throw clientError(400, 'from: must not be after to');
  }
  if (input.from !== undefined) filters.start = istDayRange(input.from, input.from).start;
  if (input.to !== undefined) filters.end = istDayRange(input.to, input.to).end;
  if (input.category !== undefined) filters.category = input.category;
  if (input.payment_mode !== undefined) filters.paymentMode = input.payment_mode;
  if (input.type !== undefined) filters.type = input.type;
  if (input.search !== undefined) filters.search = input.search;
  return filters;
}

/**
 * POST `/all-transactions`: a page of the caller's transactions, newest first, filtered, with an
 * opaque keyset cursor on (posted_at, id) and the count and sums of the whole filtered set.
 */
export function buildAllTransactions(env: SavingsEnv, userId: string, body: unknown): AllTransactions {
  const input = parseInput(allTransactionsPayloadSchema, body);
  const scope = resolveScope(env.queries, userId);
  const accountIds = [...new Set(input.account_ids ?? scope.accountIds)];
  if (accountIds.some((id) => !scope.byId.has(id))) throw notFound('account');
  const filters = filtersOf(input);
  const cursor = input.cursor === undefined ? null : decodeCursor(input.cursor);
  const limit = input.limit ?? ALL_TRANSACTIONS_DEFAULT_LIMIT;
  // One row more than a page tells whether another page follows.
  const rows = accountIds
    .flatMap((id) => env.pages.page(id, filters, cursor, limit + 1))
    .sort(newestFirst)
    .slice(0, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const totals = accountIds
    .map((id) => env.pages.totals(id, filters))
    .reduce((sum, t) => ({ n: sum.n + t.n, debit: sum.debit + t.debit, credit: sum.credit + t.credit }), {
      n: 0,
      debit: 0,
      credit: 0,
    });
  return {
    transactions: page.map((row) => toTransaction(row, scope.byId)),
    next_cursor: rows.length > limit && last !== undefined ? encodeCursor(last) : null,
    total_count: totals.n,
    debit_total_paise: totals.debit,
    credit_total_paise: totals.credit,
  };
}
