import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';

import { authedQueryOptions, authedRead, persistedRead } from '@/api/authed-query-options';
import { earlierRangeWhileOffline } from '@/api/earlier-range';
import { ApiError } from '@/api/errors';
import { moneyKeys } from '@/api/idempotency-keys';
import { PERSIST_META } from '@/api/query-meta';
import { readOf, request } from '@/api/request';
import {
  cardAnalyticsSchema,
  cardBillPaymentSchema,
  cardPaymentSchema,
  cardStatementsSchema,
  cardTransactionsSchema,
  unlockStatementErrorSchema,
  unlockStatementSchema,
  type CardAnalytics,
  type CardPayment,
  type CardStatements,
  type CardTransactions,
  type UnlockStatement,
} from '@/api/schemas/credit-cards';
import { isSignedIn } from '@/session/auth-token';

import { creditCardKeys, type CardAnalyticsScope } from './credit-cards-keys';

export { creditCardsQueryOptions } from './credit-cards-list';
export { creditCardKeys, type CardAnalyticsScope } from './credit-cards-keys';

/** Months the Analytics tab looks back by default (this month included). */
const CARD_ANALYTICS_MONTHS = 6;
/** Card transactions per page. */
const CARD_TRANSACTIONS_PAGE = 25;

/** The idempotency scope of card bill payments. */
const CARD_PAYMENT_SCOPE = 'card-bill-payment';

/**
 * POST /cc-service/cards/:card_id/payments with the request's Idempotency-Key: every retry of the
 * same payment (double tap, timeout, reload, second tab) gets the one payment the server made.
 */
export function payCardBill(input: {
  cardId: string;
  amountPaise: number;
  channel: 'GATEWAY' | 'UPI_INTENT';
}): Promise<CardPayment> {
  const body = { card_id: input.cardId, amount_paise: input.amountPaise, channel: input.channel };
  return request({
    service: 'creditCard',
    path: `/cards/${encodeURIComponent(input.cardId)}/payments`,
    method: 'POST',
    body: { amount_paise: input.amountPaise, channel: input.channel },
    headers: { 'Idempotency-Key': moneyKeys.keyFor(CARD_PAYMENT_SCOPE, body) },
    schema: cardPaymentSchema,
  }).then((payment) => {
    moneyKeys.bind(CARD_PAYMENT_SCOPE, body, payment.payment_id);
    return payment;
  });
}

/** GET /cc-service/payments/:payment_id: polled until SUCCESS or FAILED. */
export function getCardPayment(paymentId: string, signal?: AbortSignal): Promise<CardPayment> {
  return request({
    service: 'creditCard',
    path: `/payments/${encodeURIComponent(paymentId)}`,
    schema: cardPaymentSchema,
    signal,
  });
}

/** GET /cc-service/cards/:card_id/statements, newest first. */
function getCardStatements(cardId: string, signal?: AbortSignal): Promise<CardStatements> {
  return request({
    service: 'creditCard',
    path: `/cards/${encodeURIComponent(cardId)}/statements`,
    schema: cardStatementsSchema,
    signal,
  });
}

/** GET /cc-service/cards/:card_id/transactions: one page of a statement's (or the unbilled) transactions. */
function getCardTransactions(
  cardId: string,
  page: { statementId: string | null; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<CardTransactions> {
  return request({
    service: 'creditCard',
    path: `/cards/${encodeURIComponent(cardId)}/transactions`,
    schema: cardTransactionsSchema,
    query: {
      statement_id: page.statementId ?? undefined,
      cursor: page.cursor ?? undefined,
      limit: page.limit ?? CARD_TRANSACTIONS_PAGE,
    },
    signal,
  });
}

/** GET /cc-service/cards/analytics?months= (or ?from=&to=): spend by month, category and card. */
function getCardAnalytics(scope: CardAnalyticsScope, signal?: AbortSignal): Promise<CardAnalytics> {
  return request({
    service: 'creditCard',
    path: '/cards/analytics',
    schema: cardAnalyticsSchema,
    query: typeof scope === 'number' ? { months: scope } : { from: scope.from, to: scope.to },
    signal,
  });
}

/** GET /cc-service/cards/bill-payment: the current dues of every card, most urgent first. */
const getCardBillPayment = readOf('creditCard', '/cards/bill-payment', cardBillPaymentSchema);

/**
 * POST /cc-service/unlock-statement (docs/product.md#other-services). The password goes in the body only,
 * never a URL.
 */
export function unlockStatement(input: { statementId: string; password: string }): Promise<UnlockStatement> {
  return request({
    service: 'creditCard',
    path: '/unlock-statement',
    method: 'POST',
    body: { statement_id: input.statementId, password: input.password },
    schema: unlockStatementSchema,
  });
}

/** Why an unlock was refused, when the gateway said so in its contract. */
export type UnlockRefusal = {
  kind: 'wrong-password' | 'too-many-attempts' | 'other';
  message: string;
  attemptsLeft: number;
};

/**
 * Reads a failed unlock: a 400 `WRONG_PASSWORD` (with tries left) or a 429 `TOO_MANY_ATTEMPTS`.
 * Null for anything else (network, 5xx), which the caller shows as a generic failure.
 */
export function unlockRefusalOf(error: unknown): UnlockRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = unlockStatementErrorSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { code, message, attempts_left: attemptsLeft } = parsed.data.error;
  const kind =
    code === 'WRONG_PASSWORD'
      ? 'wrong-password'
      : code === 'TOO_MANY_ATTEMPTS'
        ? 'too-many-attempts'
        : 'other';
  return { kind, message, attemptsLeft };
}

export function cardStatementsQueryOptions(cardId: string) {
  return authedRead(creditCardKeys.statements(cardId), (signal) => getCardStatements(cardId, signal));
}

export function cardAnalyticsQueryOptions(scope: CardAnalyticsScope = CARD_ANALYTICS_MONTHS) {
  return authedQueryOptions({
    queryKey: creditCardKeys.analytics(scope),
    ...earlierRangeWhileOffline<CardAnalytics>(creditCardKeys.analytics(scope)),
    queryFn: ({ signal }) => getCardAnalytics(scope, signal),
    meta: PERSIST_META,
    // A new period keeps the last one's figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function cardBillPaymentQueryOptions() {
  return persistedRead(creditCardKeys.billPayment(), getCardBillPayment);
}

/** A statement's transactions page by page (keyset cursor); off without a token. */
export function cardTransactionsInfiniteOptions(cardId: string, statementId: string | null) {
  return infiniteQueryOptions({
    queryKey: creditCardKeys.transactions(cardId, statementId),
    queryFn: ({ signal, pageParam }) =>
      getCardTransactions(cardId, { statementId, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: () => isSignedIn(),
  });
}
