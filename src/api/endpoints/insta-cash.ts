import type { ZodMiniType } from 'zod/mini';

import { authedQueryOptions, authedRead, persistedRead } from '@/api/authed-query-options';
import { moneyKeys } from '@/api/idempotency-keys';
import { readOf, request } from '@/api/request';
import {
  createdWithdrawalSchema,
  emiScheduleSchema,
  instaCashOfferSchema,
  instaCashTransactionsSchema,
  instaCashWithdrawalsSchema,
  mandateSchema,
  repaymentSchema,
  type CreatedWithdrawal,
  type Mandate,
  type Repayment,
  type EmiSchedule,
} from '@/api/schemas/insta-cash';

import { instaCashKeys } from './insta-cash-keys';

export { instaCashKeys } from './insta-cash-keys';
export { instaCashSummaryQueryOptions } from './insta-cash-summary';

/** The instant-cash endpoints live under the user service (`/ind-investment/api/v4/insta-cash`). */
const ROOT = '/insta-cash';

const WITHDRAWAL_SCOPE = 'insta-cash-withdrawal';
const REPAYMENT_SCOPE = 'insta-cash-repayment';
const MANDATE_SCOPE = 'insta-cash-mandate';

/** GET …/insta-cash/withdrawals, newest first. */
const getWithdrawals = readOf('user', `${ROOT}/withdrawals`, instaCashWithdrawalsSchema);

/** GET …/insta-cash/emi-schedule: one withdrawal's instalments, or every withdrawal's (null). */
function getEmiSchedule(withdrawalId: string | null, signal?: AbortSignal): Promise<EmiSchedule> {
  return request({
    service: 'user',
    path: `${ROOT}/emi-schedule`,
    schema: emiScheduleSchema,
    query: { withdrawal_id: withdrawalId ?? undefined },
    signal,
  });
}

/** GET …/insta-cash/transactions: disbursals and repayments, newest first. */
const getInstaCashTransactions = readOf('user', `${ROOT}/transactions`, instaCashTransactionsSchema);

/** GET …/insta-cash/offer: what can be drawn now and at what rate (quotes for the largest amount). */
const getInstaCashOffer = readOf('user', `${ROOT}/offer`, instaCashOfferSchema);

/**
 * A POST of the line that moves money (or sets up the mandate that will), with its Idempotency-Key:
 * one key per request asked for, kept across retries so a double tap or a retry moves money once,
 * and released once the answer is final.
 */
async function keyedPost<T>(
  scope: string,
  path: string,
  body: Readonly<Record<string, unknown>>,
  schema: ZodMiniType<T>,
) {
  const answer = await request({
    service: 'user',
    path: `${ROOT}${path}`,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': moneyKeys.keyFor(scope, body) },
    schema,
  });
  moneyKeys.release(scope, body);
  return answer;
}

/** POST …/insta-cash/withdrawals: draws `amountPaise` on the line, repaid over `tenureMonths`. */
export function createWithdrawal(input: {
  amountPaise: number;
  tenureMonths: number;
}): Promise<CreatedWithdrawal> {
  const body = { amount_paise: input.amountPaise, tenure_months: input.tenureMonths };
  return keyedPost(WITHDRAWAL_SCOPE, '/withdrawals', body, createdWithdrawalSchema);
}

/** What a repayment POST carries: the kind, the prepayment's details and the total the customer saw. */
export type RepaymentBody =
  | { kind: 'OVERDUE' | 'NEXT_EMI' | 'FORECLOSE'; expected_total_paise: number }
  | { kind: 'PREPAY'; withdrawal_id: string; amount_paise: number; expected_total_paise: number };

/** POST …/insta-cash/repayments; final at once, so its key is then released. */
export function createRepayment(body: RepaymentBody): Promise<Repayment> {
  return keyedPost(REPAYMENT_SCOPE, '/repayments', body, repaymentSchema);
}

/** GET …/insta-cash/repayments/:id: one repayment, for its status page. */
export function getRepayment(id: string, signal?: AbortSignal): Promise<Repayment> {
  return request({
    service: 'user',
    path: `${ROOT}/repayments/${encodeURIComponent(id)}`,
    schema: repaymentSchema,
    signal,
  });
}

/** GET …/insta-cash/mandate: the repayment AutoPay. */
export const getMandate = readOf('user', `${ROOT}/mandate`, mandateSchema);

/** POST …/insta-cash/mandate: sets up or renews AutoPay (PENDING until the bank confirms). */
export function setUpMandate(): Promise<Mandate> {
  return keyedPost(MANDATE_SCOPE, '/mandate', {}, mandateSchema);
}

export function mandateQueryOptions() {
  return authedRead(instaCashKeys.mandate(), getMandate);
}

export function withdrawalsQueryOptions() {
  return persistedRead(instaCashKeys.withdrawals(), getWithdrawals);
}

export function emiScheduleQueryOptions(withdrawalId: string | null) {
  return authedRead(instaCashKeys.emiSchedule(withdrawalId), (signal) =>
    getEmiSchedule(withdrawalId, signal),
  );
}

export function instaCashTransactionsQueryOptions() {
  return authedRead(instaCashKeys.transactions(), getInstaCashTransactions);
}

/** The offer changes with every withdrawal or repayment, so it is always asked afresh. */
export function instaCashOfferQueryOptions() {
  return authedQueryOptions({
    queryKey: instaCashKeys.offer(),
    queryFn: ({ signal }) => getInstaCashOffer(signal),
    staleTime: 0,
  });
}
