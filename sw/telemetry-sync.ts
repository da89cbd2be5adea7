/// <reference lib="webworker" />
/// <reference types="vite/client" />
/**
 * The service worker's part of the telemetry contract (DESIGN.md §3, §6): on a Background Sync
 * `sync` event (Chromium) it drains the outbox, so records written while offline leave once the
 * network is back even when every tab is closed. It sends only when no tab holds the sender lock
 * (a tab that does is already sending), and asks for another sync when the network fails again.
 */
import type { Answer } from '../src/domain/telemetry/delivery';
import { drainOutbox, type WireRequest } from '../src/storage/outbox/deliver';

declare const self: ServiceWorkerGlobalScope;

/** Same tag and lock name as the page (src/telemetry/background-sync.ts, src/telemetry/leader.ts). */
export const TELEMETRY_SYNC_TAG = 'kosh-telemetry-outbox';
const SENDER_LOCK = 'kosh-telemetry-sender';

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

async function post(request: WireRequest): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    void response.arrayBuffer().catch(() => undefined);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: null };
  }
}

/** Drains the outbox unless a tab is the sender. Rejects when records are left for a retry. */
export async function drainTelemetry(): Promise<void> {
  // The gateway of this build (validated by the page's src/config/env.ts; read raw here to keep
  // zod out of the worker); empty means the worker's own origin.
  const gateway = (import.meta.env.VITE_GATEWAY_URL as string | undefined) ?? '';
  const baseUrl = gateway === '' ? self.location.origin : gateway;
  const drain = async () => {
    const { failed } = await drainOutbox(post, { baseUrl, ignoreBackoff: true });
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
