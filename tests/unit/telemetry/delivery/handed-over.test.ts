/**
 * What the service worker does with handed-over requests and on Background Sync, run here against
 * the real outbox (fake IndexedDB) with a fake collector and a given stored token.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Delivery from '@/telemetry/delivery';

import { freshStorage, rawRows } from '../../storage/fresh-storage';
import { fakePost, idsIn, rows } from '../telemetry-fixtures';

let delivery: typeof Delivery;

beforeEach(async () => {
  await freshStorage();
  delivery = await import('@/telemetry/delivery');
});

const ORIGIN = 'https://gw.test';
const NOW = 1_800_000_000_000;

/** `n` user-events rows of the customer whose token is `token`, written to the outbox. */
async function userEventsOf(token: string, n: number): Promise<Delivery.OutboxRow[]> {
  const owned = rows('user-events', n, NOW).map((row) => ({ ...row, owner: delivery.ownerKeyOf(token) }));
  await delivery.enqueueRows(owned);
  return owned;
}

function itemFor(owned: readonly Delivery.OutboxRow[], token: string): Delivery.HandoffItem {
  const request = delivery.requestFor('user-events', owned, ORIGIN, token);
  return delivery.handoffItemOf(
    request,
    owned.map((row) => row.id),
  );
}

function deps(stored: string | null, post = fakePost().post) {
  const readToken = vi.fn(() => Promise.resolve(stored));
  return { post, readToken, origin: ORIGIN, base: ORIGIN, now: () => NOW };
}

const outboxIds = async () => ((await rawRows('outbox')) as Delivery.OutboxRow[]).map((row) => row.id);

describe('sendHandoffItems', () => {
  it('sends user-events with the stored token of their customer and acknowledges them', async () => {
    const owned = await userEventsOf('Bearer demo', 2);
    const { post, requests } = fakePost();
    const answers = await delivery.sendHandoffItems(
      [itemFor(owned, 'Bearer demo')],
      deps('Bearer demo', post),
    );
    expect(answers).toEqual([{ status: 202 }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers['Authorization']).toBe('Bearer demo');
    expect(idsIn(requests[0]!)).toEqual(owned.map((row) => row.id));
    expect(await outboxIds()).toEqual([]);
  });

  it("does not send them under another customer's stored token, nor lease them", async () => {
    const owned = await userEventsOf('Bearer demo', 2);
    const { post } = fakePost();
    const answers = await delivery.sendHandoffItems(
      [itemFor(owned, 'Bearer demo')],
      deps('Bearer other', post),
    );
    expect(answers).toEqual([{ status: null, unsent: true }]);
    expect(post).not.toHaveBeenCalled();
    // Still there and still due now: the page, or the next sender, deals with them.
    const left = (await rawRows('outbox')) as Delivery.OutboxRow[];
    expect(left.map((row) => [row.id, row.nextAttemptAt, row.attempts])).toEqual(
      owned.map((row) => [row.id, NOW, 0]),
    );
  });

  it('does not send them with nobody signed in', async () => {
    const owned = await userEventsOf('Bearer demo', 1);
    const { post } = fakePost();
    const answers = await delivery.sendHandoffItems([itemFor(owned, 'Bearer demo')], deps(null, post));
    expect(answers).toEqual([{ status: null, unsent: true }]);
    expect(post).not.toHaveBeenCalled();
    expect(await outboxIds()).toEqual(owned.map((row) => row.id));
  });

  it('sends a request without a session without reading the token, and never adds one', async () => {
    const track = rows('track', 2, NOW);
    await delivery.enqueueRows(track);
    const { post, requests } = fakePost();
    const given = deps('Bearer demo', post);
    const request = delivery.requestFor('track', track, ORIGIN, 'Bearer demo');
    await delivery.sendHandoffItems(
      [
        delivery.handoffItemOf(
          request,
          track.map((row) => row.id),
        ),
      ],
      given,
    );
    expect(given.readToken).not.toHaveBeenCalled();
    expect(requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(await outboxIds()).toEqual([]);
  });

  it('posts nowhere but the gateway', async () => {
    const owned = await userEventsOf('Bearer demo', 1);
    const { post } = fakePost();
    const item = {
      ...itemFor(owned, 'Bearer demo'),
      url: 'https://evil.test/tracking-service/onboard/user-events',
    };
    expect(await delivery.sendHandoffItems([item], deps('Bearer demo', post))).toEqual([{ status: null }]);
    expect(post).not.toHaveBeenCalled();
  });

  it('releases the rows at once when the sink does not take them', async () => {
    const owned = await userEventsOf('Bearer demo', 1);
    const { post } = fakePost(() => ({ status: 503 }));
    await delivery.sendHandoffItems([itemFor(owned, 'Bearer demo')], deps('Bearer demo', post));
    const left = (await rawRows('outbox')) as Delivery.OutboxRow[];
    expect(left.map((row) => [row.id, row.nextAttemptAt])).toEqual([[owned[0]?.id, NOW]]);
  });
});

describe('drainOutbox with keepOtherOwners (the worker on Background Sync)', () => {
  it("sends only the stored token's customer's user-events and leaves the others in the outbox", async () => {
    const mine = await userEventsOf('Bearer demo', 2);
    const theirs = await userEventsOf('Bearer other', 1);
    const { post, requests } = fakePost();
    const result = await delivery.drainOutbox(post, {
      baseUrl: ORIGIN,
      authorization: 'Bearer demo',
      keepOtherOwners: true,
      ignoreBackoff: true,
      now: () => NOW,
    });
    expect(result).toEqual({ failed: false, acked: 2 });
    expect(requests.map((request) => request.headers['Authorization'])).toEqual(['Bearer demo']);
    expect(idsIn(requests[0]!)).toEqual(mine.map((row) => row.id));
    expect(await outboxIds()).toEqual(theirs.map((row) => row.id));
    expect(await rawRows('deadLetters')).toEqual([]);
  });
});

describe('leftInOutbox', () => {
  it('is true for a request tried and not accepted, so the worker asks for a Background Sync', () => {
    expect(delivery.leftInOutbox({ status: null })).toBe(true);
    expect(delivery.leftInOutbox({ status: 503 })).toBe(true);
    expect(delivery.leftInOutbox({ status: 429, retryAfter: '5' })).toBe(true);
  });

  it('is false for an accepted request and for one the worker never tried', () => {
    expect(delivery.leftInOutbox({ status: 200 })).toBe(false);
    expect(delivery.leftInOutbox({ status: 202 })).toBe(false);
    expect(delivery.leftInOutbox({ status: null, unsent: true })).toBe(false);
  });
});
