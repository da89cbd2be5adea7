/**
 * Changes made offline are kept (docs/pwa.md, "Changes made offline"): a change the customer makes
 * goes to the server at once when it can; without a network it becomes a command in IndexedDB,
 * sent when the network is back, by this tab or, once every tab is closed, by the service worker
 * (Background Sync). Each command carries its Idempotency-Key from the first try, so however many
 * times it is sent, the server applies it once. Money never moves this way: withdrawals and
 * payments stay online-only (`requireNetwork`).
 */
import type { QueryKey } from '@tanstack/react-query';
import { v7 as uuidv7 } from 'uuid';
import type { ZodMiniType } from 'zod/mini';

import type { CommandAction } from '@/domain/offline/command-actions';
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
import { getQueryClient } from './query-client';
import { cacheOwner } from './query-persistence';
import { request } from './request';
import { serviceUrl, type Service } from './services';

/** A change to the customer's data that may wait for the network. */
export type Change<T> = {
  service: Service;
  path: string;
  body: Record<string, unknown>;
  schema: ZodMiniType<T>;
  /**
   * What the customer did, as a code (and the values its words need): kept with a queued command,
   * worded only when a refusal is shown ("Couldn't mark these alerts read…").
   */
  action: CommandAction;
  /** Queries to refetch once the server has answered a queued command. */
  refresh: readonly QueryKey[];
};

/** Sent now (with the server's answer), or kept for later (the screen keeps its optimistic state). */
export type ChangeOutcome<T> = { sent: T } | { queued: string };

/** Online as far as the page knows; a failed send still falls back to the queue. */
let isOnline: () => boolean = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** app/ wires the shared online status in (api/ sits below components/). */
export function setOnlineSource(source: () => boolean): void {
  isOnline = source;
}

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
 * The same customer came back with a refreshed token (src/session/resolve-arrival.ts): `next` becomes the
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
