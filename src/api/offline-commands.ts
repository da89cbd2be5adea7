/**
 * Changes made offline are kept (docs/pwa.md, "Changes made offline"): a change the customer makes
 * goes to the server at once when it can; without a network it becomes a command in IndexedDB,
 * sent when the network is back, by this tab or, once every tab is closed, by the service worker
 * (Background Sync). Each command carries its Idempotency-Key from the first try, so however many
 * times it is sent, the server applies it once. Money never moves this way: withdrawals and
 * payments stay online-only (`requireNetwork`).
 *
 * This file is the door every endpoint and the app use; the queue itself (`offline-queue.ts`, with
 * IndexedDB's command store and the delivery code) loads when it is first needed, so no first
 * screen downloads it.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ZodMiniType } from 'zod/mini';

import type { CommandAction } from '@/domain/offline/command-actions';

import { NetworkError } from './errors';
import type { Service } from './services';

export { setOnlineSource } from './online-source';

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

/**
 * The queue's module. Its chunk is precached by the service worker; if it cannot load (offline on
 * a first visit, before the worker installed) a change fails as one without a network would.
 */
function queue() {
  return import('./offline-queue').catch(() => {
    throw new NetworkError();
  });
}

/**
 * Sends `change` now, or queues it: offline at once, or after a send that got no answer (a
 * timeout may still have been applied: the queued command keeps the same key). A 4xx is thrown as
 * usual, for the caller to undo its optimistic change.
 */
export async function sendOrQueue<T>(change: Change<T>): Promise<ChangeOutcome<T>> {
  return (await queue()).sendOrQueue(change);
}

/** Sends this customer's queued commands now (page start, network back). Never rejects. */
export function flushCommands(): Promise<void> {
  return queue().then(
    (module) => module.flushCommands(),
    (error: unknown) => console.warn('Could not send the changes made offline', error),
  );
}

/**
 * The same customer came back with a refreshed token (session/resolve-arrival.ts): `next` becomes
 * the session's token and the changes they queued under `previous` become its.
 */
export async function refreshSessionToken(previous: string, next: string): Promise<void> {
  return (await queue()).refreshSessionToken(previous, next);
}
