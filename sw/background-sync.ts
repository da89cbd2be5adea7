/// <reference lib="webworker" />
/**
 * Background Sync (Chromium), the worker's side, written once for the two queues that use it: the
 * telemetry outbox (telemetry-sync.ts) and the offline command queue (command-sync.ts). A tag names
 * the queue; on its `sync` event the worker drains that queue from IndexedDB, under the queue's own
 * Web Lock, and a drain that rejects (something left) makes the browser schedule the sync again with
 * its own backoff. Not Workbox's `workbox-background-sync`: its Queue stores and replays whole
 * failed Requests (headers, so the token, included) in its own database, where ours drain rows
 * that never hold the token (docs/decisions/0024-one-home-per-concept.md).
 */
import { untilUpdate } from './yield-to-update';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

/** Background Sync's part of the registration (not in every lib). */
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Runs `drain` on every `sync` event of `tag`, holding the event open until it settles. */
export function onBackgroundSync(tag: string, drain: () => Promise<void>): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === tag) sync.waitUntil(untilUpdate(drain()));
  });
}

/** Asks for another sync of `tag` from inside the worker. Never rejects. */
export async function askForBackgroundSync(tag: string): Promise<void> {
  await (self.registration as WithSync).sync?.register(tag).catch(() => undefined);
}
