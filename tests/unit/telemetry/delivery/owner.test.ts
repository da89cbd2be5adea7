import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Backend from '@/storage/backend';
import type * as Delivery from '@/telemetry/delivery';
import { ownerKeyOf } from '@/telemetry/delivery/owner';

import { currentBackend } from '../../storage/current-backend';
import { fakePost, idsIn, memoryStorage, rows } from '../telemetry-fixtures';

describe('ownerKeyOf', () => {
  it('is null signed out, stable per token, and never contains the token', () => {
    expect(ownerKeyOf(null)).toBeNull();
    expect(ownerKeyOf('')).toBeNull();
    expect(ownerKeyOf('Bearer demo')).toBe(ownerKeyOf('Bearer demo'));
    expect(ownerKeyOf('Bearer demo')).not.toBe(ownerKeyOf('Bearer newbie'));
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (token) => {
        const key = ownerKeyOf(`Bearer ${token}`) ?? '';
        expect(key).toMatch(/^o[0-9a-z]{1,11}$/);
        expect(key.includes(token)).toBe(false);
      }),
    );
  });
});

let delivery: typeof Delivery;
let backend: typeof Backend;

beforeEach(async () => {
  ({ outbox: delivery, backend } = await memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
});

const DEMO = 'Bearer demo';
const NEWBIE = 'Bearer newbie';

function owned(n: number, token: string): Delivery.OutboxRow[] {
  return rows('user-events', n).map((row) => ({ ...row, owner: ownerKeyOf(token) }));
}

async function stored(): Promise<Delivery.OutboxRow[]> {
  return (await currentBackend(backend)).tables.outbox.toArray();
}

describe('user-events go only under their own customer’s session', () => {
  it('sends the current customer’s rows with the current token and drops another customer’s', async () => {
    const mine = owned(2, NEWBIE);
    await delivery.enqueueRows([...owned(3, DEMO), ...mine]);
    const { post, requests } = fakePost();
    await delivery.drainOutbox(post, { baseUrl: '', authorization: NEWBIE });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers['Authorization']).toBe(NEWBIE);
    expect(idsIn(requests[0] as Delivery.WireRequest).sort()).toEqual(mine.map((row) => row.id).sort());
    expect(await stored()).toEqual([]);
    const dead = await delivery.recentDeadLetters();
    expect(dead.map((row) => row.reason)).toEqual(Array(3).fill('signed-out'));
    expect(dead.every((row) => row.body === null)).toBe(true);
  });

  it('sends no user-event signed out, and the service worker (no session) leaves them for the page', async () => {
    await delivery.enqueueRows(owned(2, DEMO));
    const { post, requests } = fakePost();
    await delivery.drainOutbox(post, { baseUrl: '' });
    expect(requests).toEqual([]);
    expect(await stored()).toHaveLength(2);
    await delivery.drainOutbox(post, { baseUrl: '', authorization: null });
    expect(requests).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('Log out sends the leaving customer’s rows under their token, then nothing of theirs is left', async () => {
    const queued = owned(4, DEMO);
    await delivery.enqueueRows(queued);
    const { post, requests } = fakePost();
    await delivery.flushOrDropLeavingCustomer(DEMO, post, { baseUrl: '', deadlineMs: 1000 });
    expect(requests.map((request) => request.headers['Authorization'])).toEqual([DEMO]);
    expect(idsIn(requests[0] as Delivery.WireRequest)).toHaveLength(4);
    expect(await stored()).toEqual([]);
  });

  it('Log out with the collector down drops the leaving customer’s rows instead of keeping them', async () => {
    await delivery.enqueueRows([...owned(2, DEMO), ...rows('track', 1)]);
    const { post } = fakePost(() => ({ status: 503 }));
    await delivery.flushOrDropLeavingCustomer(DEMO, post, { baseUrl: '', deadlineMs: 1000 });
    const left = await stored();
    // Channels without a session are nobody's: they stay for the next sender.
    expect(left.map((row) => row.channel)).toEqual(['track']);
  });

  it('Log out gives up waiting at the deadline and still drops the rows', async () => {
    vi.useFakeTimers();
    await delivery.enqueueRows(owned(1, DEMO));
    const post = vi.fn(() => new Promise<Delivery.Answer>(() => undefined));
    const done = delivery.flushOrDropLeavingCustomer(DEMO, post, { baseUrl: '', deadlineMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(post).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([]);
  });

  it('upgrades rows an older version wrote with the token: owner key in, token out', async () => {
    const [row] = rows('user-events', 1);
    await (
      await currentBackend(backend)
    ).tables.outbox.bulkPut([{ ...(row as Delivery.OutboxRow), auth: DEMO }]);
    await delivery.upgradeLegacyRows();
    const [upgraded] = await stored();
    expect(upgraded?.owner).toBe(ownerKeyOf(DEMO));
    expect(JSON.stringify(upgraded)).not.toContain('demo');
  });
});
