import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import type { ZodMiniType } from 'zod/mini';

import { authedQueryOptions, authedRead } from '@/api/authed-query-options';
import { earlierRangeWhileOffline } from '@/api/earlier-range';
import { PERSIST_META } from '@/api/query-meta';
import { request, type QueryParams } from '@/api/request';
import { requestFile } from '@/api/request-file';
import {
  accountDetailsPageSchema,
  accountStatementSchema,
  accountSummarySchema,
  ALL_TRANSACTIONS_DEFAULT_LIMIT,
  ALL_TRANSACTIONS_MAX_LIMIT,
  allTransactionsSchema,
  fixedIncomeExpensesSchema,
  individualCategorySchema,
  l1AnalyticsSchema,
  l2MastheadSchema,
  moneyFlowL2Schema,
  moneyFlowSchema,
  transactionDetailSchema,
  type AccountSummary,
  type AllTransactions,
  type AllTransactionsPayload,
  type L1Analytics,
  type L1AnalyticsPayload,
  type MoneyFlow,
  type SavingsTransaction,
} from '@/api/schemas/aggregator-savings';
import { smsDeprecationBottomsheetSchema } from '@/api/schemas/sms-deprecation';
import { isSignedIn } from '@/session/auth-token';

import {
  savingsKeys,
  type AccountScope,
  type CategoryScope,
  type MastheadScope,
  type MonthScope,
  type MonthsScope,
  type StatementRange,
  type TransactionFilters,
} from './aggregator-savings-keys';

export { savingsL1ScreenQueryOptions } from './aggregator-savings-l1';

export * from './aggregator-savings-keys';

/**
 * The aggregator service's savings endpoints (docs/product.md#aggregator-service): the savings level-1 screen
 * and its pills, the level-2 analytics page, money in/out, categories, recurring items, account details and
 * statements. Every read is an authed query under `['savings', …]`, so a refresh after linking
 * (docs/product.md#after-linking, "broadcasts refresh the savings mini app") is one
 * `invalidateQueries(savingsKeys.all)`.
 */

/** A scope as query parameters (undefined values are left out by `request`). */
function params(scope: Record<string, string | number | undefined>): QueryParams {
  return { ...scope };
}

// ---- GET ---------------------------------------------------------------------------------------

/** A GET under the aggregator root, validated against `schema`. */
function get<T>(path: string, schema: ZodMiniType<T>, query: QueryParams | undefined, signal?: AbortSignal) {
  return request({ service: 'aggregator', path, schema, ...(query ? { query } : {}), signal });
}

/** GET `/account-summary`: balances and money in/out of the last months. */
function getAccountSummary(scope: MonthsScope = {}, signal?: AbortSignal) {
  return get('/account-summary', accountSummarySchema, params(scope), signal);
}

/** GET `/sms-depreciation-bottomsheet`: whether to invite an SMS-tracked customer to link. */
function getSmsDeprecationBottomsheet(signal?: AbortSignal) {
  return get('/sms-depreciation-bottomsheet', smsDeprecationBottomsheetSchema, undefined, signal);
}

/** GET `/get-account-details-page?account_id=`: holder, IFSC, branch, dates, consent. */
function getAccountDetailsPage(accountId: string, signal?: AbortSignal) {
  return get('/get-account-details-page', accountDetailsPageSchema, { account_id: accountId }, signal);
}

/** GET `/l2-screen/masthead`: balance and a month's money in/out against the month before. */
function getL2Masthead(scope: MastheadScope = {}, signal?: AbortSignal) {
  return get('/l2-screen/masthead', l2MastheadSchema, params(scope), signal);
}

/** GET `/money-flow`: money in/out per month. */
function getMoneyFlow(scope: MonthsScope = {}, signal?: AbortSignal) {
  return get('/money-flow', moneyFlowSchema, params(scope), signal);
}

/** GET `/money-flow-l2`: one month's money in and out by category and payment mode. */
function getMoneyFlowL2(scope: MonthScope, signal?: AbortSignal) {
  return get('/money-flow-l2', moneyFlowL2Schema, params(scope), signal);
}

/** GET `/individual-category`: one category's total, trend, counterparties and rows. */
function getIndividualCategory(scope: CategoryScope, signal?: AbortSignal) {
  return get('/individual-category', individualCategorySchema, params(scope), signal);
}

/** GET `/fixed-income-expenses`: salary, rent, EMIs, SIPs and subscriptions found in the history. */
function getFixedIncomeExpenses(scope: AccountScope = {}, signal?: AbortSignal) {
  return get('/fixed-income-expenses', fixedIncomeExpensesSchema, params(scope), signal);
}

/** GET `/get-account-statement`: one account's rows between two days (default: the last month). */
function getAccountStatement(range: StatementRange, signal?: AbortSignal) {
  return get('/get-account-statement', accountStatementSchema, params(range), signal);
}

/**
 * GET `/get-account-statement-pdf`: the same statement as a PDF, made by the gateway, to save or
 * share. Not a query: it is fetched when the customer asks for it, and never cached.
 */
export function downloadAccountStatementPdf(range: StatementRange, signal?: AbortSignal): Promise<Blob> {
  return requestFile({
    service: 'aggregator',
    path: '/get-account-statement-pdf',
    query: params(range),
    signal,
  });
}

// ---- POST --------------------------------------------------------------------------------------

/** A POST under the aggregator root that only reads: its payload is the question. */
function post<T>(path: string, schema: ZodMiniType<T>, body: unknown, signal?: AbortSignal) {
  return request({ service: 'aggregator', path, method: 'POST', body, schema, signal });
}

/** POST `/l1-analytics-transactions`: the pills over one account or all, one month or all time. */
function postL1Analytics(payload: L1AnalyticsPayload, signal?: AbortSignal) {
  return post('/l1-analytics-transactions', l1AnalyticsSchema, payload, signal);
}

/** POST `/all-transactions`: one page of the filtered transactions, newest first. */
function postAllTransactions(payload: AllTransactionsPayload, signal?: AbortSignal) {
  return post('/all-transactions', allTransactionsSchema, payload, signal);
}

/** Most pages an export reads (200 rows each): far more than the history a bank shares. */
const EXPORT_MAX_PAGES = 250;

/**
 * Every transaction of a filter, page after page at the largest page size, newest first: what an
 * export writes. Only the bearer's own accounts can be in it; the gateway answers nothing else.
 */
export async function fetchAllTransactions(
  filters: TransactionFilters,
  signal?: AbortSignal,
): Promise<SavingsTransaction[]> {
  const rows: SavingsTransaction[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
    const answer: AllTransactions = await postAllTransactions(
      { ...filters, limit: ALL_TRANSACTIONS_MAX_LIMIT, ...(cursor === null ? {} : { cursor }) },
      signal,
    );
    rows.push(...answer.transactions);
    cursor = answer.next_cursor;
    if (cursor === null) break;
  }
  return rows;
}

/** POST `/transaction-detail-v2`: one transaction, its account and the counterparty's history. */
function postTransactionDetail(transactionId: string, signal?: AbortSignal) {
  return post('/transaction-detail-v2', transactionDetailSchema, { transaction_id: transactionId }, signal);
}

// ---- Query options -----------------------------------------------------------------------------

/** Persisted: a reload paints balances at once, before the network answers. */
export function accountSummaryQueryOptions(scope: MonthsScope = {}) {
  return authedQueryOptions({
    queryKey: savingsKeys.accountSummary(scope),
    ...earlierRangeWhileOffline<AccountSummary>(savingsKeys.accountSummary(scope)),
    queryFn: ({ signal }) => getAccountSummary(scope, signal),
    meta: PERSIST_META,
  });
}

export function smsBottomsheetQueryOptions() {
  return authedRead(savingsKeys.smsBottomsheet(), getSmsDeprecationBottomsheet);
}

export function accountDetailsQueryOptions(accountId: string) {
  return authedRead(savingsKeys.accountDetails(accountId), (signal) =>
    getAccountDetailsPage(accountId, signal),
  );
}

export function mastheadQueryOptions(scope: MastheadScope = {}) {
  return authedQueryOptions({
    queryKey: savingsKeys.masthead(scope),
    queryFn: ({ signal }) => getL2Masthead(scope, signal),
    placeholderData: keepPreviousData,
  });
}

export function moneyFlowQueryOptions(scope: MonthsScope = {}) {
  return authedQueryOptions({
    queryKey: savingsKeys.moneyFlow(scope),
    ...earlierRangeWhileOffline<MoneyFlow>(savingsKeys.moneyFlow(scope)),
    queryFn: ({ signal }) => getMoneyFlow(scope, signal),
    placeholderData: keepPreviousData,
  });
}

export function moneyFlowL2QueryOptions(scope: MonthScope) {
  return authedQueryOptions({
    queryKey: savingsKeys.moneyFlowL2(scope),
    queryFn: ({ signal }) => getMoneyFlowL2(scope, signal),
    placeholderData: keepPreviousData,
  });
}

export function individualCategoryQueryOptions(scope: CategoryScope) {
  return authedRead(savingsKeys.category(scope), (signal) => getIndividualCategory(scope, signal));
}

export function fixedIncomeExpensesQueryOptions(scope: AccountScope = {}) {
  return authedRead(savingsKeys.fixedIncomeExpenses(scope), (signal) =>
    getFixedIncomeExpenses(scope, signal),
  );
}

export function accountStatementQueryOptions(range: StatementRange) {
  return authedRead(savingsKeys.statement(range), (signal) => getAccountStatement(range, signal));
}

/** A POST that only reads, so it is a query (cached per payload), not a mutation. */
export function l1AnalyticsQueryOptions(payload: L1AnalyticsPayload) {
  return authedQueryOptions({
    queryKey: savingsKeys.analytics(payload),
    ...earlierRangeWhileOffline<L1Analytics>(savingsKeys.analytics(payload)),
    queryFn: ({ signal }) => postL1Analytics(payload, signal),
    placeholderData: keepPreviousData,
  });
}

export function transactionDetailQueryOptions(transactionId: string) {
  return authedRead(savingsKeys.transaction(transactionId), (signal) =>
    postTransactionDetail(transactionId, signal),
  );
}

/**
 * The filtered transactions page by page on the keyset cursor; off without a token. Every page
 * loaded is persisted (in IndexedDB: a year of rows outgrows localStorage), so it reads offline.
 */
export function allTransactionsInfiniteOptions(
  filters: TransactionFilters,
  limit: number = ALL_TRANSACTIONS_DEFAULT_LIMIT,
) {
  return infiniteQueryOptions({
    queryKey: savingsKeys.transactions(filters),
    ...earlierRangeWhileOffline<InfiniteData<AllTransactions, string | null>>(
      savingsKeys.transactions(filters),
    ),
    queryFn: ({ signal, pageParam }) =>
      postAllTransactions(
        { ...filters, limit, ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AllTransactions) => last.next_cursor,
    // A new filter keeps the old rows on screen until its first page arrives: no flash of skeletons.
    placeholderData: keepPreviousData,
    enabled: () => isSignedIn(),
  });
}
