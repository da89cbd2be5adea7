import { authedQueryOptions, authedRead, persistedRead } from '@/api/authed-query-options';
import { moneyKeys } from '@/api/idempotency-keys';
import { request } from '@/api/request';
import {
  createdWithdrawalSchema,
  emiScheduleSchema,
  instaCashOfferSchema,
  instaCashSummarySchema,
  instaCashTransactionsSchema,
  instaCashWithdrawalsSchema,
  mandateSchema,
  repaymentSchema,
  type CreatedWithdrawal,
  type Mandate,
  type Repayment,
  type EmiSchedule,
  type InstaCashOffer,
  type InstaCashSummary,
  type InstaCashTransactions,
  type InstaCashWithdrawals,
} from '@/api/schemas/insta-cash';

/** The instant-cash endpoints live under the user service (`/ind-investment/api/v4/insta-cash`). */
const ROOT = '/insta-cash';

/** Hierarchical keys: a new withdrawal invalidates `instaCashKeys.all` and every view refreshes. */
export const instaCashKeys = {
  all: ['insta-cash'] as const,
  summary: () => [...instaCashKeys.all, 'summary'] as const,
  withdrawals: () => [...instaCashKeys.all, 'withdrawals'] as const,
  emiSchedule: (withdrawalId: string | null) =>
    [...instaCashKeys.all, 'emi-schedule', withdrawalId ?? 'all'] as const,
  transactions: () => [...instaCashKeys.all, 'transactions'] as const,
  offer: () => [...instaCashKeys.all, 'offer'] as const,
  repayment: (id: string) => [...instaCashKeys.all, 'repayments', id] as const,
  mandate: () => [...instaCashKeys.all, 'mandate'] as const,
};

const WITHDRAWAL_SCOPE = 'insta-cash-withdrawal';
const REPAYMENT_SCOPE = 'insta-cash-repayment';
const MANDATE_SCOPE = 'insta-cash-mandate';

/** GET …/insta-cash/summary: the credit line, next and overdue EMIs. */
function getInstaCashSummary(signal?: AbortSignal): Promise<InstaCashSummary> {
  return request({
    service: 'user',
    path: `${ROOT}/summary`,
    schema: instaCashSummarySchema,
    signal,
  });
}

/** GET …/insta-cash/withdrawals, newest first. */
function getWithdrawals(signal?: AbortSignal): Promise<InstaCashWithdrawals> {
  return request({
    service: 'user',
    path: `${ROOT}/withdrawals`,
    schema: instaCashWithdrawalsSchema,
    signal,
  });
}

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
function getInstaCashTransactions(signal?: AbortSignal): Promise<InstaCashTransactions> {
  return request({
    service: 'user',
    path: `${ROOT}/transactions`,
    schema: instaCashTransactionsSchema,
    signal,
  });
}

/** GET …/insta-cash/offer: what can be drawn now and at what rate (quotes for the largest amount). */
function getInstaCashOffer(signal?: AbortSignal): Promise<InstaCashOffer> {
  return request({
    service: 'user',
    path: `${ROOT}/offer`,
    schema: instaCashOfferSchema,
    signal,
  });
}

/** POST …/insta-cash/withdrawals: draws `amountPaise` on the line, repaid over `tenureMonths`. */
export async function createWithdrawal(input: {
  amountPaise: number;
  tenureMonths: number;
}): Promise<CreatedWithdrawal> {
  const body = { amount_paise: input.amountPaise, tenure_months: input.tenureMonths };
  // One key per withdrawal asked for, kept across retries: a double tap draws once.
  const created = await request({
    service: 'user',
    path: `${ROOT}/withdrawals`,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': moneyKeys.keyFor(WITHDRAWAL_SCOPE, body) },
    schema: createdWithdrawalSchema,
  });
  moneyKeys.release(WITHDRAWAL_SCOPE, body);
  return created;
}

/** What a repayment POST carries: the kind, the prepayment's details and the total the customer saw. */
export type RepaymentBody =
  | { kind: 'OVERDUE' | 'NEXT_EMI' | 'FORECLOSE'; expected_total_paise: number }
  | { kind: 'PREPAY'; withdrawal_id: string; amount_paise: number; expected_total_paise: number };

/** POST …/insta-cash/repayments with its Idempotency-Key; final at once, so the key is then released. */
export async function createRepayment(body: RepaymentBody): Promise<Repayment> {
  const repayment = await request({
    service: 'user',
    path: `${ROOT}/repayments`,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': moneyKeys.keyFor(REPAYMENT_SCOPE, body) },
    schema: repaymentSchema,
  });
  moneyKeys.release(REPAYMENT_SCOPE, body);
  return repayment;
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
export function getMandate(signal?: AbortSignal): Promise<Mandate> {
  return request({ service: 'user', path: `${ROOT}/mandate`, schema: mandateSchema, signal });
}

/** POST …/insta-cash/mandate: sets up or renews AutoPay (PENDING until the bank confirms). */
export async function setUpMandate(): Promise<Mandate> {
  const mandate = await request({
    service: 'user',
    path: `${ROOT}/mandate`,
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': moneyKeys.keyFor(MANDATE_SCOPE, {}) },
    schema: mandateSchema,
  });
  moneyKeys.release(MANDATE_SCOPE, {});
  return mandate;
}

export function mandateQueryOptions() {
  return authedRead(instaCashKeys.mandate(), getMandate);
}

export function instaCashSummaryQueryOptions() {
  return persistedRead(instaCashKeys.summary(), getInstaCashSummary);
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
