import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The per-user cache writer and its purge (sw/user-cache-writes.ts): an answer of a request that
 * reached the worker before a purge is never kept after it, whatever the order in which the awaits
 * end. Cache Storage, the stored token and Workbox's expiration are fakes.
 */

const stored = vi.hoisted((): { token: string | null } => ({ token: 'Bearer a' }));
vi.mock('../../../src/session/stored-token', () => ({
  readStoredToken: () => Promise.resolve(stored.token),
}));
vi.mock('workbox-expiration', () => ({
  CacheExpiration: class {
    updateTimestamp = () => Promise.resolve();
    expireEntries = () => Promise.resolve();
  },
}));
vi.mock('../../../sw/expiration-records', () => ({ deleteUserExpirationRecords: () => Promise.resolve() }));

const NAME = 'kosh-api-v12-uabc';

/** A Cache Storage whose `put` can be held, to end it after a purge was asked for. */
function fakeCaches() {
  const store = new Map<string, Map<string, string>>();
  let hold: Promise<void> | null = null;
  const api = {
    open: (name: string) => {
      if (!store.has(name)) store.set(name, new Map());
      const cache = store.get(name)!;
      return Promise.resolve({
        put: async (request: Request, response: Response) => {
          if (hold !== null) await hold;
          cache.set(request.url, await response.text());
        },
      });
    },
    keys: () => Promise.resolve([...store.keys()]),
    delete: (name: string) => Promise.resolve(store.delete(name)),
  };
  return {
    api,
    names: () => [...store.keys()],
    holdPuts: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

let fake: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  vi.resetModules();
  stored.token = 'Bearer a';
  fake = fakeCaches();
  vi.stubGlobal('caches', fake.api);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (generation: number) => ({
  cacheName: NAME,
  authorization: 'Bearer a',
  url: 'https://kosh.test/aa-service/budgets',
  response: new Response('{"budgets":[]}'),
  generation,
});

describe('keepAnswer and purgeUserCaches', () => {
  it('keeps an answer of the stored session', async () => {
    const writes = await import('../../../sw/user-cache-writes');
    await writes.keepAnswer(answer(writes.currentGeneration()));
    expect(fake.names()).toEqual([NAME]);
  });

  it('drops an answer whose request reached the worker before a purge', async () => {
    const writes = await import('../../../sw/user-cache-writes');
    const startedIn = writes.currentGeneration();
    await writes.purgeUserCaches();
    await writes.keepAnswer(answer(startedIn));
    expect(fake.names()).toEqual([]);
  });

  it('drops an answer asked for before the purge and arriving with it', async () => {
    const writes = await import('../../../sw/user-cache-writes');
    const kept = writes.keepAnswer(answer(writes.currentGeneration()));
    const purged = writes.purgeUserCaches();
    await Promise.all([kept, purged]);
    expect(fake.names()).toEqual([]);
  });

  it('waits for the write under way, then deletes what it wrote', async () => {
    const writes = await import('../../../sw/user-cache-writes');
    const release = fake.holdPuts();
    const kept = writes.keepAnswer(answer(writes.currentGeneration()));
    // Let the write pass its checks and reach the held put.
    await vi.waitFor(() => expect(fake.names()).toEqual([NAME]));
    let purgeDone = false;
    const purged = writes.purgeUserCaches().then(() => (purgeDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purgeDone).toBe(false);
    release();
    await Promise.all([kept, purged]);
    expect(fake.names()).toEqual([]);
  });

  it('drops an answer once the stored token is gone or another', async () => {
    const writes = await import('../../../sw/user-cache-writes');
    stored.token = null;
    await writes.keepAnswer(answer(writes.currentGeneration()));
    stored.token = 'Bearer b';
    await writes.keepAnswer(answer(writes.currentGeneration()));
    expect(fake.names()).toEqual([]);
  });
});
