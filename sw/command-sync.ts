/// <reference lib="webworker" />
/**
 * The service worker's part of the offline command queue (docs/pwa.md): on a Background Sync
 * `sync` event it sends the changes the customer made offline, in order, each with its
 * Idempotency-Key, so they reach the server once the network is back even when every tab is closed.
 * A command the server refuses stays marked in the queue: the next page undoes it on screen and
 * says why. One sender at a time, page or worker (the same Web Lock).
 */
import { commandHeaders, drainCommands, type CommandAnswer } from '../src/storage/commands/deliver';
import { allCommands, type CommandRow } from '../src/storage/commands/index';

declare const self: ServiceWorkerGlobalScope;

/** Same tag and lock name as the page (src/api/offline-commands.ts). */
export const COMMAND_SYNC_TAG = 'kosh-commands';
const COMMAND_LOCK = 'kosh-command-sender';

type SyncEvent = ExtendableEvent & { tag: string };

function messageIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.error?.message === 'string') return record.error.message;
  return typeof record.message === 'string' ? record.message : null;
}

async function post(row: CommandRow): Promise<CommandAnswer> {
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: commandHeaders(row),
      body: JSON.stringify(row.body),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, message: messageIn(body) };
  } catch {
    return { status: null };
  }
}

/** Sends every user's queued commands (only the signed-in customer's exist: logout purges). */
export async function drainQueuedCommands(): Promise<void> {
  const drain = async () => {
    const users = [...new Set((await allCommands()).map((row) => row.userId))];
    let waiting = false;
    for (const userId of users) {
      const result = await drainCommands(post, { userId, ignoreBackoff: true });
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
