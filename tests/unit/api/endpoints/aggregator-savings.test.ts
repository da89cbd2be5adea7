import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/aggregator-savings';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import { allTransactionsPage, l1Screen, transaction, transactionDetail } from '../../fixtures/savings';

let api: Api;
let savings: typeof Endpoints;
let fetchMock: FetchMock;

function answer(body: unknown, status = 200): void {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(status, body)));
}

beforeEach(async () => {
  fetchMock = stubFetch(200, l1Screen());
  api = await loadApi();
  savings = await import('@/api/endpoints/aggregator-savings');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** What a screen reading these options gets; a fresh cache each time, as after a reload. */
const read: QueryClient['fetchQuery'] = (options) => new QueryClient().fetchQuery(options);

describe('savings GET endpoints', () => {
  it('reads the level-1 screen under the aggregator root', async () => {
    const screen = await read(savings.savingsL1ScreenQueryOptions());
    expect(screen.accounts).toHaveLength(2);
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/aa-service/l1-screen-v2');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer demo');
  });

  it('sends scopes as query parameters and leaves out what is not given', async () => {
    answer({ nope: true });
    await read(savings.moneyFlowQueryOptions({ months: 12 })).catch(() => undefined);
    expect(sent(fetchMock, 0).url).toBe('/aa-service/money-flow?months=12');
    await read(savings.mastheadQueryOptions({ account_id: 'acc-1', month_key: '2026-10' })).catch(
      () => undefined,
    );
    expect(sent(fetchMock, 1).url).toBe('/aa-service/l2-screen/masthead?account_id=acc-1&month_key=2026-10');
    await read(savings.individualCategoryQueryOptions({ category: 'Food & Dining' })).catch(() => undefined);
    expect(sent(fetchMock, 2).url).toBe('/aa-service/individual-category?category=Food+%26+Dining');
    await read(savings.accountStatementQueryOptions({ account_id: 'acc-1', from: '2026-10-01' })).catch(
      () => undefined,
    );
    expect(sent(fetchMock, 3).url).toBe('/aa-service/get-account-statement?account_id=acc-1&from=2026-10-01');
    await read(savings.accountDetailsQueryOptions('acc-1')).catch(() => undefined);
    expect(sent(fetchMock, 4).url).toBe('/aa-service/get-account-details-page?account_id=acc-1');
    await read(savings.smsBottomsheetQueryOptions()).catch(() => undefined);
    expect(sent(fetchMock, 5).url).toBe('/aa-service/sms-depreciation-bottomsheet');
    await read(savings.fixedIncomeExpensesQueryOptions()).catch(() => undefined);
    expect(sent(fetchMock, 6).url).toBe('/aa-service/fixed-income-expenses');
    await read(savings.moneyFlowL2QueryOptions({ month_key: '2026-10' })).catch(() => undefined);
    expect(sent(fetchMock, 7).url).toBe('/aa-service/money-flow-l2?month_key=2026-10');
    await read(savings.accountSummaryQueryOptions({ account_id: 'a' })).catch(() => undefined);
    expect(sent(fetchMock, 8).url).toBe('/aa-service/account-summary?account_id=a');
  });

  it('rejects an answer that breaks the contract', async () => {
    answer({ ...l1Screen(), total_balance_paise: 12.5 });
    await expect(read(savings.savingsL1ScreenQueryOptions())).rejects.toMatchObject({
      name: 'ContractError',
    });
  });
});

describe('savings POST endpoints', () => {
  it('pages all transactions with the cursor and the filters in the body', async () => {
    answer(allTransactionsPage([transaction()], 'cursor-2', 120));
    const data = await new QueryClient().fetchInfiniteQuery({
      ...savings.allTransactionsInfiniteOptions({ category: 'Groceries' }, 50),
      initialPageParam: 'c1',
    });
    expect(data.pages[0]?.next_cursor).toBe('cursor-2');
    const { url, init } = sent(fetchMock);
    expect(url).toBe('/aa-service/all-transactions');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ category: 'Groceries', cursor: 'c1', limit: 50 });
  });

  it('asks for one transaction by id', async () => {
    answer(transactionDetail());
    const detail = await read(savings.transactionDetailQueryOptions('txn-1'));
    expect(detail.reference).toBe('632708741572');
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({ transaction_id: 'txn-1' });
  });

  it('posts the analytics payload as given', async () => {
    answer({});
    await read(savings.l1AnalyticsQueryOptions({ grouping: 'payment', month_key: '2026-10' })).catch(
      () => undefined,
    );
    expect(sent(fetchMock).url).toBe('/aa-service/l1-analytics-transactions');
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({
      grouping: 'payment',
      month_key: '2026-10',
    });
  });

  it('carries the failure status of a POST', async () => {
    answer({ error: { code: 'NOT_FOUND', message: 'transaction not found' } }, 404);
    await expect(read(savings.transactionDetailQueryOptions('nope'))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 404,
      message: 'transaction not found',
    });
  });
});

describe('savings query options', () => {
  it('keys everything under savings, hierarchically', () => {
    expect(savings.savingsL1ScreenQueryOptions().queryKey).toEqual(['savings', 'l1-screen']);
    expect(savings.moneyFlowQueryOptions({ months: 6 }).queryKey).toEqual([
      'savings',
      'money-flow',
      { months: 6 },
    ]);
    expect(savings.allTransactionsInfiniteOptions({ type: 'DEBIT' }).queryKey).toEqual([
      'savings',
      'transactions',
      { type: 'DEBIT' },
    ]);
    expect(savings.transactionDetailQueryOptions('t').queryKey).toEqual(['savings', 'transaction', 't']);
    expect(savings.savingsL1ScreenQueryOptions().meta).toEqual({ persist: true });
  });

  it('fetches page after page until the cursor runs out', async () => {
    fetchMock
      .mockImplementationOnce(() =>
        Promise.resolve(jsonResponse(200, allTransactionsPage([transaction()], 'next', 2))),
      )
      .mockImplementationOnce(() =>
        Promise.resolve(
          jsonResponse(200, allTransactionsPage([transaction({ transaction_id: 'txn-2' })], null, 2)),
        ),
      );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = savings.allTransactionsInfiniteOptions({ search: 'uber' }, 1);
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages.flatMap((page) => page.transactions.map((t) => t.transaction_id))).toEqual([
      'txn-1',
      'txn-2',
    ]);
    expect(JSON.parse(sent(fetchMock, 0).init.body as string)).toEqual({ search: 'uber', limit: 1 });
    expect(JSON.parse(sent(fetchMock, 1).init.body as string)).toEqual({
      search: 'uber',
      limit: 1,
      cursor: 'next',
    });
  });

  it('stays off without a token', () => {
    api.auth.clearAuthorization();
    const observer = new QueryObserver(new QueryClient(), savings.savingsL1ScreenQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    unsubscribe();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
