import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { earlierRangeWhileOffline } from '@/api/earlier-range';

/** A cache holding `answers`, each under its key, fetched at `at` (ms). */
function cacheWith(answers: { key: unknown[]; data: unknown; at?: number }[]): QueryClient {
  const client = new QueryClient();
  for (const { key, data, at } of answers) client.setQueryData(key, data, { updatedAt: at ?? 1 });
  return client;
}

const flow = (range: Record<string, string>) => ['savings', 'money-flow', range];

afterEach(() => onlineManager.setOnline(true));

/** Offline, what a query keyed `key` starts from: the earlier answer standing in, with its time. */
function earlierRangeAnswer(client: QueryClient, key: unknown[]) {
  onlineManager.setOnline(false);
  const options = earlierRangeWhileOffline(key, () => client);
  const data = options.initialData();
  return data === undefined ? undefined : { data, updatedAt: options.initialDataUpdatedAt() };
}

describe('the earlier answer that stands in offline', () => {
  it('finds the same period cached up to an earlier day, the newest of them', () => {
    const client = cacheWith([
      { key: flow({ from: '2026-11-01', to: '2026-11-25' }), data: 'to 25', at: 25 },
      { key: flow({ from: '2026-11-01', to: '2026-11-26' }), data: 'to 26', at: 26 },
    ]);
    expect(earlierRangeAnswer(client, flow({ from: '2026-11-01', to: '2026-11-27' }))).toEqual({
      data: 'to 26',
      updatedAt: 26,
    });
  });

  it('ignores another start, another account, another query, a later end and a longer key', () => {
    const client = cacheWith([
      { key: flow({ from: '2026-10-01', to: '2026-11-26' }), data: 'other start' },
      { key: flow({ account_id: 'acc-1', from: '2026-11-01', to: '2026-11-26' }), data: 'one account' },
      { key: ['savings', 'account-summary', { from: '2026-11-01', to: '2026-11-26' }], data: 'summary' },
      { key: flow({ from: '2026-11-01', to: '2026-11-28' }), data: 'later end' },
      { key: [...flow({ from: '2026-11-01', to: '2026-11-26' }), 'page'], data: 'longer' },
    ]);
    expect(earlierRangeAnswer(client, flow({ from: '2026-11-01', to: '2026-11-27' }))).toBeUndefined();
  });

  it('never stands in for a key that is not a range of days, nor with an answer ending before the start', () => {
    const client = cacheWith([
      { key: flow({ month_key: '2026-10' }), data: 'month' },
      { key: flow({ from: '2026-11-20', to: '2026-11-19' }), data: 'before the start' },
    ]);
    expect(earlierRangeAnswer(client, flow({ month_key: '2026-11' }))).toBeUndefined();
    expect(earlierRangeAnswer(client, flow({ from: '2026-11-20', to: '2026-11-27' }))).toBeUndefined();
  });

  it('ignores a query that failed or has not answered', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client
      .fetchQuery({
        queryKey: flow({ from: '2026-11-01', to: '2026-11-26' }),
        queryFn: () => Promise.reject(new Error('x')),
      })
      .catch(() => undefined);
    expect(earlierRangeAnswer(client, flow({ from: '2026-11-01', to: '2026-11-27' }))).toBeUndefined();
  });
});

describe('earlierRangeWhileOffline', () => {
  const today = flow({ from: '2026-11-01', to: '2026-11-27' });
  const yesterday = { key: flow({ from: '2026-11-01', to: '2026-11-26' }), data: { in: 5 }, at: 1_000 };

  it('offline, the query starts from yesterday’s answer with yesterday’s time', () => {
    onlineManager.setOnline(false);
    const client = cacheWith([yesterday]);
    const observer = new QueryObserver(client, {
      queryKey: today,
      queryFn: () => Promise.resolve({ in: 6 }),
      ...earlierRangeWhileOffline<{ in: number }>(today, () => client),
    });
    expect(observer.getCurrentResult()).toMatchObject({
      data: { in: 5 },
      dataUpdatedAt: 1_000,
      isStale: true,
    });
  });

  it('online, nothing stands in: the screen waits for the real answer', () => {
    const client = cacheWith([yesterday]);
    const options = earlierRangeWhileOffline<{ in: number }>(today, () => client);
    expect(options.initialData()).toBeUndefined();
    expect(options.initialDataUpdatedAt()).toBeUndefined();
  });
});
