/// <reference lib="webworker" />
/// <reference types="vite/client" />
/**
 * The service worker's part of the telemetry contract: on a Background Sync
 * `sync` event (Chromium; background-sync.ts) it drains the outbox, so records written while offline leave once the
 * network is back even when every tab is closed. It sends only when no tab holds the sender lock
 * (a tab that keeps it sends them itself), and asks for another sync when a send failed.
 *
 * Channels sent under the customer's session (user-events): a row never carries the token, nor
 * does a message from the page. The worker reads the session's one stored token
 * (src/session/stored-token.ts), as the command queue's sync does, and sends only the rows and handed-over
 * requests of that token's customer (their owner key); anything else stays for the page.
 */
import { readStoredToken } from '../src/session/stored-token';
import {
  drainOutbox,
  drainUnderLock,
  leftInOutbox,
  postNow,
  sendHandoffItems,
  SENDER_LOCK,
  SYNC_LOCK_WAIT_MS,
  TELEMETRY_SYNC_TAG,
  upgradeLegacyRows,
  type HandoffAnswer,
  type HandoffItem,
} from '../src/telemetry/delivery';
import { askForBackgroundSync, onBackgroundSync } from './background-sync';

declare const self: ServiceWorkerGlobalScope;

/** The page's hand-offs this worker is sending now (see sendHandedOver). */
const handoffsUnderWay = new Set<Promise<unknown>>();

/**
 * Drains the outbox once no tab is the sender (a closing tab lets go of the lock, however long its
 * teardown takes; a live tab sends the rows itself; sync-lock.ts). Rejects when records are left
 * for a retry.
 */
async function drainTelemetry(): Promise<void> {
  // The gateway of this build (validated by the page's src/config/env.ts; read raw here to keep
  // zod out of the worker); empty means the worker's own origin.
  const gateway = (import.meta.env.VITE_GATEWAY_URL as string | undefined) ?? '';
  const baseUrl = gateway === '' ? self.location.origin : gateway;
  const drain = async () => {
    // A hand-off still on its way holds its rows under a lease, which `ignoreBackoff` does not see:
    // let it finish (acknowledged or released) so its batch is not sent a second time.
    await Promise.allSettled([...handoffsUnderWay]);
    await upgradeLegacyRows();
    // Read inside the lock, as the command queue's sync does. Signed out (or unreadable): no
    // `authorization`, so user-events wait for the page. Signed in: only that customer's rows
    // go; the others stay for the page to judge (the worker drops nothing it was not sent).
    const authorization = await readStoredToken();
    const session = authorization === null ? {} : { authorization, keepOtherOwners: true };
    const { failed } = await drainOutbox(postNow, { baseUrl, ignoreBackoff: true, ...session });
    // A rejected waitUntil makes the browser schedule the sync again, with its own backoff.
    if (failed) throw new Error('telemetry left in the outbox');
  };
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  await drainUnderLock(locks, SENDER_LOCK, drain, SYNC_LOCK_WAIT_MS, anyTabOpen);
}

/** Whether a page of the app is open (controlled or not): the only kind of sender but the worker. */
async function anyTabOpen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.length > 0;
}

/**
 * Sends what the page handed over (docs/telemetry.md#delivery-guarantees): to this origin's
 * gateway only, a request under the session only with the stored token of the customer it names.
 */
export async function sendHandedOver(items: readonly HandoffItem[]): Promise<HandoffAnswer[]> {
  const gateway = (import.meta.env.VITE_GATEWAY_URL as string | undefined) ?? '';
  const sending = sendHandoffItems(items, {
    post: postNow,
    readToken: readStoredToken,
    origin: new URL(gateway === '' ? self.location.origin : gateway).origin,
    base: self.location.origin,
  });
  handoffsUnderWay.add(sending);
  const answers = await sending.finally(() => handoffsUnderWay.delete(sending));
  // Rows the worker tried and could not deliver stay in the outbox. The page that handed them over
  // may be gone, and a Background Sync that ran while the worker held them skipped them: ask for
  // another, so they leave once the network is back instead of waiting for the next page.
  if (answers.some(leftInOutbox)) await askForBackgroundSync(TELEMETRY_SYNC_TAG);
  return answers;
}

/** Registers the `sync` listener (called once from sw.ts). */
export function registerTelemetrySync(): void {
  onBackgroundSync(TELEMETRY_SYNC_TAG, drainTelemetry);
}
