/// <reference lib="webworker" />
/**
 * The service worker's part of the offline command queue (docs/pwa.md): on a Background Sync
 * `sync` event it sends the changes the customer made offline, in order, each with its
 * Idempotency-Key, so they reach the server once the network is back even when every tab is closed.
 * A command the server refuses stays marked in the queue: the next page undoes it on screen and
 * says why. One sender at a time, page or worker (the same Web Lock).
 */
import { COMMAND_LOCK, COMMAND_SYNC_TAG, drainCommands, postCommand } from '../src/api/command-delivery';
import { allCommands } from '../src/storage/commands/index';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

/** Sends every user's queued commands (only the signed-in customer's exist: logout purges). */
export async function drainQueuedCommands(): Promise<void> {
  const drain = async () => {
    const users = [...new Set((await allCommands()).map((row) => row.userId))];
    let waiting = false;
    for (const userId of users) {
      const result = await drainCommands(postCommand, { userId, ignoreBackoff: true });
      waiting ||= result.waiting;
    }
    // A rejected waitUntil makes the browser schedule the sync again, with its own backoff.
    if (waiting) throw new Error('changes left in the queue');
  };
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  if (locks === undefined) return drain();
  await locks.request(COMMAND_LOCK, drain);
}

/** Registers the `sync` listener (called once from sw.ts). */
export function registerCommandSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === COMMAND_SYNC_TAG) sync.waitUntil(drainQueuedCommands());
  });
}
