import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Persistence from '@/api/query-persistence';
import { env } from '@/config/env';
import type * as Bus from '@/events/bus';
import type * as AuthToken from '@/session/auth-token';

import { currentBackend } from '../storage/current-backend';
import { freshStorage, rawRows } from '../storage/fresh-storage';

let persistence: typeof Persistence;
let auth: typeof AuthToken;
let bus: typeof Bus;

beforeEach(async () => {
  await freshStorage();
  persistence = await import('@/api/query-persistence');
  auth = await import('@/session/auth-token');
  bus = await import('@/events/bus');
  // Only the throttle's timers: fake-indexeddb answers on setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

/** A client holding one query per entry: `[key, data, persist?]`. */
function clientWith(...queries: [string, unknown, boolean][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data, persist] of queries) {
    client
      .getQueryCache()
      .build(client, { queryKey: [key], ...(persist ? { meta: { persist: true } } : {}) });
    client.setQueryData([key], data);
  }
  return client;
}

/** Saves `client` the way the provider does, lets the 1 s throttle run and the write land. */
async function save(client: QueryClient): Promise<void> {
  const options = persistence.persistOptions();
  await persistQueryClientSave({ ...options, queryClient: client });
  await vi.advanceTimersByTimeAsync(1000);
  await settleWrites();
}

/** Lets fake-indexeddb finish its writes (it answers on setImmediate). */
async function settleWrites(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

type StoredRow = { owner: string; client: { buster?: string; clientState: { queries: unknown[] } } };
async function storedRow(): Promise<StoredRow | undefined> {
  return (await rawRows('queryCache'))[0] as StoredRow | undefined;
}

/** Restores into a fresh client the way the provider does. */
async function restore(): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore({ ...persistence.persistOptions(), queryClient: client });
  return client;
}

function signIn(userId: string, token = 'Bearer t1'): void {
  auth.setAuthorization(token);
  bus.emit('state/user-id-set', { userId });
}

/** The buster the provider is handed now. */
function buster(): string | undefined {
  return persistence.persistOptions().buster;
}

/** Whether the persisted cache's dehydrate filter saves `query`. */
function persists(query: unknown): boolean {
  const filter = persistence.persistOptions().dehydrateOptions?.shouldDehydrateQuery;
  if (filter === undefined) throw new Error('the provider is handed no dehydrate filter');
  return filter(query as Parameters<typeof filter>[0]);
}

describe('which queries are saved', () => {
  const client = new QueryClient();
  function query(data: unknown, meta?: Record<string, unknown>) {
    const built = client
      .getQueryCache()
      .build(client, { queryKey: [Math.random()], ...(meta ? { meta } : {}) });
    built.setData(data);
    return built;
  }

  it('persists every successful query, marked or not, large or small', () => {
    expect(persists(query({ a: 1 }, { persist: true }))).toBe(true);
    expect(persists(query({ a: 1 }))).toBe(true);
    // A year of transactions is megabytes: IndexedDB holds it (docs/decisions/0007).
    expect(persists(query('x'.repeat(2_000_000)))).toBe(true);
  });

  it.each([
    ['marked false', query({ a: 1 }, { persist: false })],
    [
      'still pending',
      client.getQueryCache().build(client, { queryKey: ['pending'], meta: { persist: true } }),
    ],
  ])('skips a query that is %s', (_label, candidate) => {
    expect(persists(candidate)).toBe(false);
  });
});

describe('persisted cache', () => {
  it('paints the last data after a reload, for the same customer and build', async () => {
    signIn('cust-1');
    await save(clientWith(['user', { name: 'Asha' }, true], ['news', ['n1'], false]));
    const restored = await restore();
    expect(restored.getQueryData(['user'])).toEqual({ name: 'Asha' });
    expect(restored.getQueryData(['news'])).toEqual(['n1']);
  });

  it('is busted by user id and app version', async () => {
    signIn('cust-1');
    await save(clientWith(['user', { name: 'Asha' }, true]));
    const stored: { buster?: string } = (await storedRow())?.client ?? {};
    expect(stored.buster).toBe(`cust-1@${env.VITE_APP_VERSION}`);
    expect(buster()).toBe(stored.buster);

    bus.emit('state/user-id-set', { userId: 'cust-2' });
    expect(buster()).toBe(`cust-2@${env.VITE_APP_VERSION}`);
    expect((await restore()).getQueryData(['user'])).toBeUndefined();
  });

  it('discards a cache written by another build', async () => {
    signIn('cust-1');
    await save(clientWith(['user', { name: 'Asha' }, true]));
    const row = await storedRow();
    await (
      await currentBackend()
    ).tables.queryCache.put({
      key: 'client',
      owner: 'cust-1',
      savedAt: 1,
      client: { ...row?.client, buster: 'cust-1@0.0.0-older' },
    });
    expect((await restore()).getQueryData(['user'])).toBeUndefined();
  });

  it('trusts the saved owner on a reload only while the token is the same', async () => {
    signIn('cust-1', 'Bearer t1');
    await save(clientWith(['user', { name: 'Asha' }, true]));

    vi.resetModules();
    persistence = await import('@/api/query-persistence');
    auth = await import('@/session/auth-token');
    expect(persistence.cacheOwner()).toBe('cust-1');
    expect((await restore()).getQueryData(['user'])).toEqual({ name: 'Asha' });

    auth.setAuthorization('Bearer someone-else');
    expect(persistence.cacheOwner()).toBeNull();
    expect((await restore()).getQueryData(['user'])).toBeUndefined();
  });

  it('saves nothing while no customer is known', async () => {
    auth.setAuthorization('Bearer t1');
    await save(clientWith(['user', { name: 'Asha' }, true]));
    expect(await storedRow()).toBeUndefined();
    expect(buster()).toBe('no-owner');
  });

  it('removes the old localStorage copy on a restore', async () => {
    window.localStorage.setItem('kosh.query-cache', '{"big":"old"}');
    signIn('cust-1');
    await restore();
    expect(window.localStorage.getItem('kosh.query-cache')).toBeNull();
  });

  it('does not write the old data back when a throttled save fires after the cache was cleared', async () => {
    signIn('cust-1');
    await persistQueryClientSave({
      ...persistence.persistOptions(),
      queryClient: clientWith(['user', { name: 'Asha' }, true]),
    });
    auth.clearAuthorization();
    bus.emit('state/user-id-set', { userId: null });
    await persistence.clearPersistedQueries();
    await vi.advanceTimersByTimeAsync(1000);
    await settleWrites();
    expect(await storedRow()).toBeUndefined();
    expect(window.localStorage.getItem('kosh.query-cache.owner')).toBeNull();
  });

  it('is settled only once no save waits for the throttle and none is being written', async () => {
    signIn('cust-1');
    expect(persistence.persistSettled()).toBe(true);
    await persistQueryClientSave({
      ...persistence.persistOptions(),
      queryClient: clientWith(['user', { name: 'Asha' }, true]),
    });
    expect(persistence.persistSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    // The save went out; until IndexedDB has it, what is stored is not what was cached.
    const settledWhileWriting = persistence.persistSettled();
    await settleWrites();
    expect(settledWhileWriting).toBe(false);
    expect(persistence.persistSettled()).toBe(true);
    expect((await storedRow())?.owner).toBe('cust-1');
  });

  it('announces the restored owner as the user id while the network has not answered', async () => {
    signIn('cust-1');
    await save(clientWith(['user', { name: 'Asha' }, true]));
    vi.resetModules();
    persistence = await import('@/api/query-persistence');
    const { getAppState } = await import('@/events/state/store');
    expect(getAppState().userId).toBeNull();
    persistence.announceCacheOwner();
    expect(getAppState().userId).toBe('cust-1');
  });

  it('marks every restored answer stale without fetching, so a mounting screen asks again', async () => {
    const client = new QueryClient();
    client.setQueryData(['balance'], 1);
    persistence.revalidateRestored(client);
    await Promise.resolve();
    const query = client.getQueryCache().find({ queryKey: ['balance'] });
    expect(query?.state.isInvalidated).toBe(true);
    expect(query?.state.data).toBe(1);
    expect(query?.state.fetchStatus).toBe('idle');
    // A screen mounting now refetches at once although the answer is seconds old.
    expect(query?.isStaleByTime(5 * 60_000)).toBe(true);
  });
});
