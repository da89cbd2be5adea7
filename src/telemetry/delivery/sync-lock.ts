/**
 * How the service worker's Background Sync shares the outbox with the tabs: one sender at a time,
 * under the Web Lock a sending tab holds for its whole life (src/telemetry/leader.ts).
 *
 * The sync waits a moment for the lock instead of giving up at once. A tab closed just before the
 * network came back still holds the lock for a few milliseconds while it is torn down; a sync that
 * skipped then ended as "done", and the closed tab's records waited for the next page (seen in the
 * Background Sync e2e journeys). The wait stays short: a live sending tab keeps the lock and sends
 * the rows itself, and while a sync event is open Chromium holds back a new version's activation
 * (a 10 s wait that also asked the browser to sync again left the update prompt's Reload waiting).
 * But only while a tab is open: with none left, the holder can only be a tab being torn down, and
 * nothing bounds that on a loaded device (a sync that skipped lost the rows until the next page,
 * about 1 run in 4 before any wait); the sync then waits on until it lets go, and past
 * {@link SYNC_LOCK_MAX_WAIT_MS} asks the browser for another sync rather than ending as done.
 */

/** How long a sync waits for the sender lock before it leaves the rows to the tab that holds it. */
export const SYNC_LOCK_WAIT_MS = 2000;
/** With no tab open, how long in all a sync waits for a closing tab's lock (well inside the event's limit). */
const SYNC_LOCK_MAX_WAIT_MS = 60_000;

/** The part of `navigator.locks` the sync uses. */
export type SenderLocks = Pick<LockManager, 'request'>;

/** The lock request's own rejection when its signal fired (a DOMException in browsers). */
const isWaitOver = (error: unknown) =>
  error instanceof Object &&
  'name' in error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Runs `drain` once `lockName` is free, waiting `waitMs` at a time. Without Web Locks (no other
 * sender can be told apart) it drains at once. When the lock stays taken and `tabOpen` says a tab
 * of the app is open, it resolves without draining: that tab is alive and sends the rows itself.
 * With no tab open it waits on, and rejects (another sync) if the lock is still taken after
 * `maxWaitMs`.
 */
export async function drainUnderLock(
  locks: SenderLocks | undefined,
  lockName: string,
  drain: () => Promise<void>,
  waitMs = SYNC_LOCK_WAIT_MS,
  tabOpen: () => Promise<boolean> = () => Promise.resolve(true),
  maxWaitMs = SYNC_LOCK_MAX_WAIT_MS,
): Promise<void> {
  if (locks === undefined) return drain();
  const giveUpAt = Date.now() + maxWaitMs;
  for (;;) {
    try {
      await locks.request(lockName, { signal: AbortSignal.timeout(waitMs) }, drain);
      return;
    } catch (error) {
      if (!isWaitOver(error)) throw error;
    }
    if (await tabOpen()) return;
    if (Date.now() >= giveUpAt) throw new Error('the sender lock is still held by a closing tab');
  }
}
