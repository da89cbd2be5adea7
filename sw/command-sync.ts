/// <reference lib="webworker" />
/**
 * The service worker's part of the offline command queue (docs/pwa.md): on a Background Sync
 * `sync` event (background-sync.ts) it sends the changes the customer made offline, in order, each with its
 * Idempotency-Key, so they reach the server once the network is back even when every tab is closed.
 * A command the server refuses stays marked in the queue: the next page undoes it on screen and
 * says why. One sender at a time, page or worker (the same Web Lock).
 *
 * No row holds a token (docs/security.md): the worker reads the session's one stored token
 * (src/session/stored-token.ts) and sends only the commands that session made; rows of any other session
 * are dropped, and with nobody signed in nothing is sent.
 */
import {
  claimQueueFor,
  COMMAND_LOCK,
  COMMAND_SYNC_TAG,
  drainCommands,
  postCommand,
} from '../src/api/command-delivery';
import { deleteStoredToken, readStoredToken } from '../src/session/stored-token';
import { allCommands } from '../src/storage/commands/index';
import { onBackgroundSync } from './background-sync';

declare const self: ServiceWorkerGlobalScope;

/** Sends the signed-in session's queued commands, with its stored token. */
async function drainQueuedCommands(): Promise<void> {
  const drain = async () => {
    // Read inside the lock: a page changing the session holds it while it swaps the token.
    const authorization = await readStoredToken();
    // Signed out: nothing to send under anyone's token (logout purged the queue).
    if ((await claimQueueFor(authorization)) === null) return;
    const users = [...new Set((await allCommands()).map((row) => row.userId))];
    let waiting = false;
    for (const userId of users) {
      const result = await drainCommands(postCommand, { userId, authorization, ignoreBackoff: true });
      if (result.signedOut) {
        // A 401: the session is over (the queue is purged). Its token goes too, unless a page
        // signed someone in meanwhile; the next page finds nobody signed in and purges the rest.
        if ((await readStoredToken()) === authorization) await deleteStoredToken();
        return;
      }
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
  onBackgroundSync(COMMAND_SYNC_TAG, drainQueuedCommands);
}
