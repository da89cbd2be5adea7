/**
 * The queue behind `offline-commands.ts`, loaded at the first change or at idle after start (no
 * first screen downloads it): sending a change now or keeping it in IndexedDB, sending what was
 * kept, and handing the queue to a refreshed token. docs/pwa.md, "Changes made offline".
 */
import { v7 as uuidv7 } from 'uuid';

import { getAppState } from '@/events/state/store';
import { showToast } from '@/events/toasts';
import { askForBackgroundSync } from '@/lib/background-sync';
import { currentAuthorization, setAuthorization, tokenPersisted } from '@/session/auth-token';
import { logout } from '@/session/logout';
import { ownerKeyOf } from '@/session/rules/owner-key';
import { addCommand, reassignCommands, type CommandRow } from '@/storage/commands';

import {
  claimQueueFor,
  COMMAND_LOCK,
  COMMAND_SYNC_TAG,
  drainCommands,
  postCommand,
  takeRefused,
} from './command-delivery';
import { NetworkError, TimeoutError } from './errors';
import { queuedText, refusalText } from './offline-command-words';
import type { Change, ChangeOutcome } from './offline-commands';
import { isOnline } from './online-source';
import { getQueryClient } from './query-client';
import { cacheOwner } from './query-persistence';
import { request } from './request';
import { serviceUrl } from './services';

/**
 * Sends `change` now, or queues it: offline at once, or after a send that got no answer (a
 * timeout may still have been applied: the queued command keeps the same key). A 4xx is thrown as
 * usual, for the caller to undo its optimistic change.
 */
export async function sendOrQueue<T>(change: Change<T>): Promise<ChangeOutcome<T>> {
  const key = uuidv7();
  if (isOnline()) {
    try {
      const sent = await request({
        service: change.service,
        path: change.path,
        method: 'POST',
        body: change.body,
        schema: change.schema,
        headers: { 'Idempotency-Key': key },
      });
      return { sent };
    } catch (error) {
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) throw error;
    }
  }
  const userId = getAppState().userId ?? cacheOwner();
  // The row names its session by owner key; the token stays in its one place (src/session/stored-token.ts).
  const owner = ownerKeyOf(await currentAuthorization());
  if (userId === null || owner === null) throw new NetworkError();
  const id = await addCommand({
    id: key,
    userId,
    owner,
    action: change.action,
    url: new URL(serviceUrl(change.service, change.path), window.location.origin).toString(),
    body: change.body,
    refresh: change.refresh.map((queryKey) => [...queryKey]),
  });
  // Storage refused it (private mode quota…): say so instead of pretending it is kept.
  if (id === null) throw new NetworkError();
  requestCommandSync();
  showToast('success', queuedText());
  return { queued: id };
}

/** Asks the worker to send the queue once the network is back, even if every tab is closed. */
function requestCommandSync(): void {
  askForBackgroundSync(COMMAND_SYNC_TAG);
}

/** Refetches what a settled command touched; undoes and explains a refused one. */
function settle(applied: readonly CommandRow[], refused: readonly CommandRow[]): void {
  const client = getQueryClient();
  for (const row of [...applied, ...refused]) {
    for (const queryKey of row.refresh) void client.invalidateQueries({ queryKey: [...queryKey] });
  }
  for (const row of refused) showToast('error', refusalText(row));
}

let flushing: Promise<void> | null = null;

async function flushOnce(): Promise<void> {
  const userId = getAppState().userId ?? cacheOwner();
  if (userId === null) return;
  const work = async () => {
    // Read inside the lock: the session may have changed while this tab waited for it.
    const authorization = await currentAuthorization();
    if (authorization === null) return;
    // Online or not: rows an older version wrote lose their token at once.
    await claimQueueFor(authorization);
    const result = isOnline()
      ? await drainCommands(postCommand, { userId, authorization, ignoreBackoff: true })
      : { applied: [], signedOut: false, waiting: true };
    // Refused here or, earlier, by the worker while no tab was open.
    settle(result.applied, await takeRefused(userId));
    if (result.signedOut) await logout();
    else if (result.waiting) requestCommandSync();
  };
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks === undefined) return work();
  await locks.request(COMMAND_LOCK, work);
}

/** Sends this customer's queued commands now (page start, network back). Never rejects. */
export function flushCommands(): Promise<void> {
  flushing ??= flushOnce()
    .catch((error: unknown) => console.warn('Could not send the changes made offline', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * The same customer came back with a refreshed token (session/resolve-arrival.ts): `next` becomes the
 * session's token and the changes they queued under `previous` become its, so the page and the
 * worker still send them. Under the sender lock: no sender sees the rows and the stored token
 * disagree (it would drop the rows as another session's).
 */
export async function refreshSessionToken(previous: string, next: string): Promise<void> {
  const swap = async () => {
    const from = ownerKeyOf(previous);
    const to = ownerKeyOf(next);
    if (from !== null && to !== null && from !== to) await reassignCommands(from, to);
    setAuthorization(next);
    await tokenPersisted();
  };
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks === undefined) return swap();
  await locks.request(COMMAND_LOCK, swap);
}
