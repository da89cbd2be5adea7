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
 */

/** How long a sync waits for the sender lock before it leaves the rows to the tab that holds it. */
export const SYNC_LOCK_WAIT_MS = 2000;

/** The part of `navigator.locks` the sync uses. */
export type SenderLocks = Pick<LockManager, 'request'>;

/** The lock request's own rejection when its signal fired (a DOMException in browsers). */
const isWaitOver = (error: unknown) =>
  error instanceof Object &&
  'name' in error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Runs `drain` once `lockName` is free, waiting at most `waitMs`. Without Web Locks (no other
 * sender can be told apart) it drains at once. When the lock stays taken it resolves without
 * draining: the tab that holds it is alive and sends the rows itself.
 */
export async function drainUnderLock(
  locks: SenderLocks | undefined,
  lockName: string,
  drain: () => Promise<void>,
  waitMs = SYNC_LOCK_WAIT_MS,
): Promise<void> {
  if (locks === undefined) return drain();
  try {
    await locks.request(lockName, { signal: AbortSignal.timeout(waitMs) }, drain);
  } catch (error) {
    if (!isWaitOver(error)) throw error;
  }
}
