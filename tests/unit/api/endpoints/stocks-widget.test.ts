import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/stocks-widget';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import {
  analytics,
  holdingsPage,
  masthead,
  performance,
  trackingUpdate,
  tradesPage,
} from '../../fixtures/stocks-widget';

let api: Api;
let stocks: typeof Endpoints;
let fetchMock: FetchMock;

const ZERODHA = { source: 'CDSL', accountId: 'acc-demo-cdsl' };
const ROOT = '/stocks-widget';

function answer(body: unknown): void {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, body)));
}

beforeEach(async () => {
  fetchMock = stubFetch(200, {});
  api = await loadApi();
  stocks = await import('@/api/endpoints/stocks-widget');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** What a screen reading these options gets; a fresh cache each time, as after a reload. */
const read: QueryClient['fetchQuery'] = (options) => new QueryClient().fetchQuery(options);

describe('stocks-widget GETs', () => {
  it('asks broker-details for the given client ids, comma-separated, or for all', async () => {
    answer({
      empty: true,
      brokers: [],
      performance: performance(),
      client_ids_requested: [],
      client_ids_not_found: [],
    });
    await read(stocks.brokerDetailsQueryOptions(['ZQ4821', '8500421367']));
    expect(sent(fetchMock).url).toBe(`${ROOT}/in-stocks/broker-details?client_ids=ZQ4821%2C8500421367`);
    await read(stocks.brokerDetailsQueryOptions());
    expect(sent(fetchMock, 1).url).toBe(`${ROOT}/in-stocks/broker-details`);
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer demo');
  });

  it('puts the broker in the path as {source}/{account_id}, escaped, source in lower case', async () => {
    answer(masthead());
    await read(stocks.mastheadQueryOptions({ source: 'CDSL', accountId: 'acc/1' }));
    expect(sent(fetchMock).url).toBe(`${ROOT}/in-stocks/masthead/cdsl/acc%2F1`);
  });

  it('passes the grouping and ranking of a holdings list', async () => {
    answer(holdingsPage({ group_by: 'sector' }));
    const page = await read(
      stocks.brokerHoldingsQueryOptions(ZERODHA, { group_by: 'sector', sort: 'top_losers' }),
    );
    expect(page.group_by).toBe('sector');
    expect(sent(fetchMock).url).toBe(
      `${ROOT}/in-stocks/holdings/cdsl/acc-demo-cdsl?group_by=sector&sort=top_losers`,
    );
    await read(stocks.consolidatedHoldingsQueryOptions({ rank_by: 'overall_return' }));
    expect(sent(fetchMock, 1).url).toBe(`${ROOT}/in-stocks/consolidated-holdings?rank_by=overall_return`);
  });

  it('reaches every other GET at its path', async () => {
    answer(analytics());
    await read(stocks.consolidatedAnalyticsQueryOptions());
    await read(stocks.equityAnalyticsQueryOptions(ZERODHA));
    answer(tradesPage());
    await new QueryClient().fetchInfiniteQuery({
      ...stocks.tradesInfiniteQueryOptions(ZERODHA, 'SELL'),
      initialPageParam: 'abc',
    });
    expect(fetchMock.mock.calls.map((_call, index) => sent(fetchMock, index).url)).toEqual([
      `${ROOT}/in-stocks/consolidated-analytics`,
      `${ROOT}/in-stocks/equity-analytics/cdsl/acc-demo-cdsl`,
      `${ROOT}/in-stocks/transactions/cdsl/acc-demo-cdsl?cursor=abc&limit=30&side=SELL`,
    ]);
    // The remaining ones fail the contract on an empty body, which proves they validate their answer.
    answer({});
    for (const call of [
      () => read(stocks.accountDetailsQueryOptions(ZERODHA)),
      () => read(stocks.salesPageQueryOptions()),
      () => read(stocks.manualPasswordFormQueryOptions()),
      () => read(stocks.trackingBottomsheetQueryOptions()),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'ContractError' });
    }
    expect(fetchMock.mock.calls.slice(3).map((_call, index) => sent(fetchMock, index + 3).url)).toEqual([
      `${ROOT}/in-stocks/account-details/cdsl/acc-demo-cdsl`,
      `${ROOT}/in-stocks/sales-page`,
      `${ROOT}/in-stocks/manual-password-form`,
      `${ROOT}/cross-sell/tracking-bottomsheet`,
    ]);
  });
});

describe('stocks-widget POSTs (explicit actions)', () => {
  it('sends each switch with its payload', async () => {
    answer(trackingUpdate());
    await stocks.setEquityAlert({ account_id: 'acc-demo-cdsl', enable: true });
    await stocks.setGmailTracking({ account_id: 'acc-demo-cdsl', enable: true });
    await stocks.revokeNonAaTracking({ account_id: 'acc-demo-cdsl', source: 'CDSL' });
    const calls = fetchMock.mock.calls.map((_call, index) => sent(fetchMock, index));
    expect(
      calls.map((call): unknown[] => [
        call.init.method,
        call.url,
        JSON.parse(call.init.body as string) as unknown,
      ]),
    ).toEqual([
      ['POST', `${ROOT}/in-stocks/equity-alert`, { account_id: 'acc-demo-cdsl', enable: true }],
      ['POST', `${ROOT}/in-stocks/gmail-enable`, { account_id: 'acc-demo-cdsl', enable: true }],
      ['POST', `${ROOT}/in-stocks/revoke-non-aa-tracking`, { account_id: 'acc-demo-cdsl', source: 'CDSL' }],
    ]);
    // Each switch carries its own key, so a retry or a queued copy is applied once.
    const keys = calls.map((call) => new Headers(call.init.headers).get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('scans the whole portfolio with an empty payload', async () => {
    answer({});
    await expect(stocks.runPortfolioScan()).rejects.toMatchObject({ name: 'ContractError' });
    expect(sent(fetchMock).url).toBe(`${ROOT}/in-stocks/pf-scan`);
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({});
  });

  it('raises the server answer with its status when a switch fails', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No linked demat account' } }),
      ),
    );
    await expect(stocks.setEquityAlert({ account_id: 'nope', enable: true })).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 404,
    });
  });
});

describe('stocks-widget query options', () => {
  it('keys everything under equity, per broker below that', () => {
    expect(stocks.brokerDetailsQueryOptions().queryKey).toEqual(['equity', 'brokers', []]);
    expect(stocks.mastheadQueryOptions(ZERODHA).queryKey).toEqual([
      'equity',
      'broker',
      'cdsl',
      'acc-demo-cdsl',
      'masthead',
    ]);
    expect(stocks.brokerHoldingsQueryOptions(ZERODHA, { group_by: 'sector' }).queryKey).toEqual([
      'equity',
      'broker',
      'cdsl',
      'acc-demo-cdsl',
      'holdings',
      { group_by: 'sector' },
    ]);
    expect(stocks.tradesInfiniteQueryOptions(ZERODHA).queryKey).toEqual([
      'equity',
      'broker',
      'cdsl',
      'acc-demo-cdsl',
      'trades',
      'ALL',
    ]);
    for (const key of [
      stocks.consolidatedHoldingsQueryOptions().queryKey,
      stocks.consolidatedAnalyticsQueryOptions().queryKey,
      stocks.equityAnalyticsQueryOptions(ZERODHA).queryKey,
      stocks.accountDetailsQueryOptions(ZERODHA).queryKey,
      stocks.salesPageQueryOptions().queryKey,
      stocks.manualPasswordFormQueryOptions().queryKey,
      stocks.trackingBottomsheetQueryOptions().queryKey,
    ]) {
      expect(key[0]).toBe('equity');
    }
  });

  it('pages trades by cursor until the last page', async () => {
    fetchMock
      .mockImplementationOnce(() =>
        Promise.resolve(jsonResponse(200, tradesPage({ next_cursor: 'c1', total_count: 2 }))),
      )
      .mockImplementationOnce(() =>
        Promise.resolve(jsonResponse(200, tradesPage({ next_cursor: null, total_count: 2 }))),
      );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = stocks.tradesInfiniteQueryOptions(ZERODHA, 'BUY');
    await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(sent(fetchMock).url).toBe(`${ROOT}/in-stocks/transactions/cdsl/acc-demo-cdsl?limit=30&side=BUY`);
    expect(sent(fetchMock, 1).url).toBe(
      `${ROOT}/in-stocks/transactions/cdsl/acc-demo-cdsl?cursor=c1&limit=30&side=BUY`,
    );
    expect(options.getNextPageParam(tradesPage({ next_cursor: null }), [], null, [])).toBeNull();
  });

  it('stays off without a bearer token', () => {
    api.auth.clearAuthorization();
    const enabled = stocks.tradesInfiniteQueryOptions(ZERODHA).enabled;
    expect(typeof enabled === 'function' ? enabled({} as never) : enabled).toBe(false);
  });
});
