import { z } from 'zod';

import type { AccountStatement } from '@/api/schemas/aggregator-savings';
import { addMonthsClamped } from '@/domain/dates/iso-day';
import { istDayOf } from '@/domain/dates/ist';

import { clientError } from '../../http/api-errors';
import { accountIdParam, dayParam, istDayRange, parseInput } from './input';
import type { TxnRow } from './queries';
import { balanceOf, toCard } from './rows';
import { resolveAccount, type SavingsEnv } from './scope';

const querySchema = z.object({
  account_id: accountIdParam,
  from: dayParam.optional(),
  to: dayParam.optional(),
});

/** A statement covers at most this many months; without `from` it covers the last month. */
const MAX_MONTHS = 12;

function signed(row: TxnRow): number {
  return row.type === 'CREDIT' ? row.amount_paise : -row.amount_paise;
}

/** GET `/get-account-statement`: rows between two IST days with opening and closing balances. */
export function buildAccountStatement(env: SavingsEnv, userId: string, query: unknown): AccountStatement {
  const input = parseInput(querySchema, query);
  const account = resolveAccount(env.queries, userId, input.account_id);
  const to = input.to ?? istDayOf(env.ctx.now());
  const from = input.from ?? addMonthsClamped(to, -1);
  if (from > to) throw clientError(400, 'from: must not be after to');
  if (from < addMonthsClamped(to, -MAX_MONTHS))
    throw clientError(400, `from: at most ${MAX_MONTHS} months before to`);
  const { start, end } = istDayRange(from, to);
  const rows = env.queries.between([account.id], start, end);
  // The balance before the first row: after the last earlier row, else undone from the next row.
  const before = env.queries.lastBefore(account.id, start);
  const next = before === undefined ? env.queries.firstFrom(account.id, start) : undefined;
  const opening =
    before?.balance_paise ?? (next === undefined ? balanceOf(account) : next.balance_paise - signed(next));
  const credits = rows.filter((row) => row.type === 'CREDIT');
  const debits = rows.filter((row) => row.type === 'DEBIT');
  return {
    account: toCard(account),
    holder_name: account.holder_name,
    branch: account.branch,
    from,
    to,
    opening_balance_paise: opening,
    closing_balance_paise: rows.at(-1)?.balance_paise ?? opening,
    total_credits_paise: credits.reduce((sum, row) => sum + row.amount_paise, 0),
    total_debits_paise: debits.reduce((sum, row) => sum + row.amount_paise, 0),
    credit_count: credits.length,
    debit_count: debits.length,
    rows: rows.map((row) => ({
      transaction_id: row.id,
      posted_at: row.posted_at,
      value_date: row.value_date,
      narration: row.narration,
      reference: row.reference,
      type: row.type,
      amount_paise: row.amount_paise,
      balance_paise: row.balance_paise,
    })),
  };
}
