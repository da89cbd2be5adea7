import { transactionDetailPayloadSchema, type TransactionDetail } from '@/api/schemas/aggregator-savings';

import { notFound, parseInput } from './input';
import { newestFirst, toCard, toTransaction } from './rows';
import { resolveScope, type SavingsEnv } from './scope';

/** How many other transactions with the same counterparty the detail shows. */
const SIMILAR = 5;

/**
 * POST `/transaction-detail-v2`: one transaction with its account, reference and AA mode, and the
 * counterparty's recent transactions and totals across the caller's linked accounts. A
 * transaction of an unlinked account or of another user is 404, like one that does not exist.
 */
export function buildTransactionDetail(env: SavingsEnv, userId: string, body: unknown): TransactionDetail {
  const input = parseInput(transactionDetailPayloadSchema, body);
  const scope = resolveScope(env.queries, userId);
  const row = env.queries.byId(input.transaction_id);
  const account = row === undefined ? undefined : scope.byId.get(row.account_id);
  if (row === undefined || account === undefined) throw notFound('transaction');
  const similar = env.queries
    .withCounterparty(scope.accountIds, row.counterparty, SIMILAR + 1)
    .filter((other) => other.id !== row.id)
    .sort(newestFirst)
    .slice(0, SIMILAR);
  const totals = env.queries.counterpartyTotals(scope.accountIds, row.counterparty);
  return {
    transaction: toTransaction(row, scope.byId),
    account: toCard(account),
    reference: row.reference,
    aa_mode: row.mode,
    similar: similar.map((other) => toTransaction(other, scope.byId)),
    counterparty_summary: {
      count: totals.n,
      debit_total_paise: totals.debit,
      credit_total_paise: totals.credit,
    },
  };
}
