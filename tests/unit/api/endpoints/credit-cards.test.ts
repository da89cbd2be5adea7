import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/credit-cards';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import { analytics, billPayment, cards } from '../../fixtures/cards';

let api: Api;
let cc: typeof Endpoints;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, cards());
  api = await loadApi();
  cc = await import('@/api/endpoints/credit-cards');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

describe('credit-card endpoints', () => {
  it('reads the cards from the cc-service with the bearer token', async () => {
    const answer = await new QueryClient().fetchQuery(cc.creditCardsQueryOptions());
    expect(answer.cards[0]?.last4).toBe('4521');
    const { url, headers } = sent(fetchMock);
    expect(url).toBe('/cc-service/cards');
    expect(headers.get('authorization')).toBe('Bearer demo');
  });

  it('asks analytics for a window of months and bill payment at its own path', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse(200, analytics())));
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse(200, billPayment())));
    const client = new QueryClient();
    await client.fetchQuery(cc.cardAnalyticsQueryOptions(3));
    await client.fetchQuery(cc.cardBillPaymentQueryOptions());
    expect(sent(fetchMock, 0).url).toBe('/cc-service/cards/analytics?months=3');
    expect(sent(fetchMock, 1).url).toBe('/cc-service/cards/bill-payment');
  });

  it('pages transactions of one statement, escaping the card id', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, {
          card_id: 'a/b',
          statement_id: 's1',
          locked: false,
          items: [],
          next_cursor: null,
          total_count: 0,
          total_debit_paise: 0,
          total_credit_paise: 0,
        }),
      ),
    );
    await new QueryClient().fetchInfiniteQuery({
      ...cc.cardTransactionsInfiniteOptions('a/b', 's1'),
      initialPageParam: 'c2',
    });
    expect(sent(fetchMock).url).toBe(
      '/cc-service/cards/a%2Fb/transactions?statement_id=s1&cursor=c2&limit=25',
    );
  });

  it('posts the statement password in the body, never the URL', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, { card_id: 'card-hdfc', statement: cards().cards[0]?.current_statement }),
      ),
    );
    await cc.unlockStatement({ statementId: 'stmt-1', password: 'AARA1804' });
    const { url, init } = sent(fetchMock);
    expect(url).toBe('/cc-service/unlock-statement');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ statement_id: 'stmt-1', password: 'AARA1804' });
  });

  it('reads a wrong password and a lockout from the refusal body', async () => {
    const wrong = {
      error: { code: 'WRONG_PASSWORD', message: 'The statement password is wrong', attempts_left: 3 },
    };
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(400, wrong)));
    const error = await cc.unlockStatement({ statementId: 's', password: 'x' }).catch((e: unknown) => e);
    expect(cc.unlockRefusalOf(error)).toEqual({
      kind: 'wrong-password',
      message: 'The statement password is wrong',
      attemptsLeft: 3,
    });

    const locked = { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many', attempts_left: 0 } };
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(429, locked)));
    const lockout = await cc.unlockStatement({ statementId: 's', password: 'x' }).catch((e: unknown) => e);
    expect(cc.unlockRefusalOf(lockout)?.kind).toBe('too-many-attempts');
  });

  it('gives no refusal for failures outside the contract', () => {
    expect(cc.unlockRefusalOf(new Error('Failed to fetch'))).toBeNull();
    expect(cc.unlockRefusalOf(new api.errors.ApiError(503, { error: { code: 'X' } }, 'down'))).toBeNull();
  });

  it('keys every query under credit-cards, so one invalidation refreshes them all', () => {
    const keys = [
      cc.creditCardKeys.cards(),
      cc.creditCardKeys.statements('c1'),
      cc.creditCardKeys.transactions('c1', null),
      cc.creditCardKeys.analytics(6),
      cc.creditCardKeys.billPayment(),
    ];
    for (const key of keys) expect(key[0]).toBe('credit-cards');
    expect(cc.creditCardKeys.transactions('c1', null)).toEqual([
      'credit-cards',
      'cards',
      'c1',
      'transactions',
      'unbilled',
    ]);
    expect(cc.creditCardsQueryOptions().meta?.persist).toBe(true);
  });

  it('fetches through the query options, and not at all without a token', async () => {
    const client = new QueryClient();
    const data = await client.fetchQuery(cc.creditCardsQueryOptions());
    expect(data.total_limit_paise).toBe(35000000);
    api.auth.clearAuthorization();
    const options = cc.cardBillPaymentQueryOptions();
    const enabled = options.enabled;
    expect(typeof enabled === 'function' ? enabled({} as never) : enabled).toBe(false);
  });
});
