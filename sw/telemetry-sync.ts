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
  drainOutbox,
  postNow,
  SENDER_LOCK,
  TELEMETRY_SYNC_TAG,
  upgradeLegacyRows,
} from '../src/api/telemetry-delivery';

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

/** Registers the `sync` listener (called once from sw.ts). */
export function registerTelemetrySync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === TELEMETRY_SYNC_TAG) sync.waitUntil(drainTelemetry());
  });
}
