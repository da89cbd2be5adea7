/**
 * How the service worker's Background Sync shares the outbox with the tabs: one sender at a time,
 * under the Web Lock a sending tab holds for its whole life (src/telemetry/leader.ts).
 *
 * The sync waits a moment for the lock instead of giving up at once. A tab closed just before the
 * network came back still holds the lock for a few milliseconds while it is torn down; a sync that
 * skipped then ended as "done", and the closed tab's records waited for the next page (seen in the
 * Background Sync e2e journeys). A live sending tab keeps the lock and sends the rows itself; when
 * the wait runs out and rows are still queued, the sync rejects so the browser tries again later.
 */

/** How long a sync waits for the sender lock before it leaves the rows to the tab that holds it. */
export const SYNC_LOCK_WAIT_MS = 10_000;

/** The part of `navigator.locks` the sync uses. */
export type SenderLocks = Pick<LockManager, 'request'>;

export type DrainUnderLockOptions = {
  /** Whether the outbox still holds rows (asked only when the wait ran out). */
  rowsLeft: () => Promise<boolean>;
  waitMs?: number;
};

/** The lock request's own rejection when its signal fired (a DOMException in browsers). */
const isWaitOver = (error: unknown) =>
  error instanceof Object &&
  'name' in error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Runs `drain` once `lockName` is free. Without Web Locks (no other sender can be told apart) it
 * drains at once. Rejects when the lock stayed taken and rows are left, so the browser schedules
 * the sync again; resolves when the tab holding it has sent everything meanwhile.
 */
export async function drainUnderLock(
  locks: SenderLocks | undefined,
  lockName: string,
  drain: () => Promise<void>,
  { rowsLeft, waitMs = SYNC_LOCK_WAIT_MS }: DrainUnderLockOptions,
): Promise<void> {
  if (locks === undefined) return drain();
  try {
    await locks.request(lockName, { signal: AbortSignal.timeout(waitMs) }, drain);
  } catch (error) {
    if (!isWaitOver(error)) throw error;
    if (await rowsLeft()) {
      throw new Error('a tab holds the telemetry sender lock; records are left for a later sync', {
        cause: error,
      });
    }
  }
}
