/// <reference lib="webworker" />
/// <reference types="vite/client" />
/**
 * The service worker's part of the telemetry contract: on a Background Sync
 * `sync` event (Chromium) it drains the outbox, so records written while offline leave once the
 * network is back even when every tab is closed. It sends only when no tab holds the sender lock
 * (a tab that does is already sending), and asks for another sync when the network fails again.
 * Channels sent under the customer's session (user-events) stay for the page: the worker has no
 * token, and a row never carries one.
 */
import {
  ack,
  drainOutbox,
  lease,
  postNow,
  SENDER_LOCK,
  TELEMETRY_SYNC_TAG,
  upgradeLegacyRows,
  verdictFor,
  type Answer,
} from '../src/api/telemetry-delivery';
import type { TelemetryHandoff } from './messages';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

/** Drains the outbox unless a tab is the sender. Rejects when records are left for a retry. */
export async function drainTelemetry(): Promise<void> {
  // The gateway of this build (validated by the page's src/config/env.ts; read raw here to keep
  // zod out of the worker); empty means the worker's own origin.
  const gateway = (import.meta.env.VITE_GATEWAY_URL as string | undefined) ?? '';
  const baseUrl = gateway === '' ? self.location.origin : gateway;
  const drain = async () => {
    await upgradeLegacyRows();
    // No `authorization`: the worker never holds the token, so user-events wait for the page,
    // which sends them under their own customer's session.
    const { failed } = await drainOutbox(postNow, { baseUrl, ignoreBackoff: true });
    // A rejected waitUntil makes the browser schedule the sync again, with its own backoff.
    if (failed) throw new Error('telemetry left in the outbox');
  };
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  if (locks === undefined) return drain();
  await locks.request(SENDER_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock !== null) await drain();
  });
}

/** How long handed-over rows are held back from other senders while the worker sends them. */
const HANDOFF_LEASE_MS = 30_000;

/**
 * Sends what a closing page handed over and acknowledges the rows the sink accepted, so the next
 * sender does not send them again (docs/telemetry.md#delivery-guarantees). Only to this origin's
 * own telemetry paths: a handed-over request is never a way to post anywhere else. A request that
 * fails leaves its rows in the outbox, for the next sender or Background Sync: nothing is lost.
 */
export function sendHandedOver(items: TelemetryHandoff['items']): Promise<Answer[]> {
  return Promise.all(
    items.map(async (item): Promise<Answer> => {
      const gateway = (import.meta.env.VITE_GATEWAY_URL as string | undefined) ?? '';
      const origin = new URL(gateway === '' ? self.location.origin : gateway).origin;
      if (new URL(item.url, self.location.origin).origin !== origin) return { status: null };
      // Held back while this send is under way: a page opened meanwhile must not send them too.
      await lease(item.ids, Date.now() + HANDOFF_LEASE_MS);
      const answer = await postNow({ url: item.url, body: item.body, headers: item.headers, beacon: false });
      if (verdictFor(answer, item.ids.length, 0, Date.now(), 0).kind === 'ack') await ack(item.ids);
      else await lease(item.ids, Date.now());
      return answer;
    }),
  );
}

/** Registers the `sync` listener (called once from sw.ts). */
export function registerTelemetrySync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === TELEMETRY_SYNC_TAG) sync.waitUntil(drainTelemetry());
  });
}
