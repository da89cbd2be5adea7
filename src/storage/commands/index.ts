/**
 * The offline command queue's table (docs/pwa.md): changes the customer made that wait for the
 * network, one row per change, per user. Importable by the service worker: no DOM, no React.
 */
import { v7 as uuidv7 } from 'uuid';

import { runStorage } from '../backend';
import type { CommandRow } from '../db';

export type { CommandRow };

/** What a caller gives; the queue adds the id (the Idempotency-Key), times and attempts. */
export type NewCommand = Pick<CommandRow, 'userId' | 'label' | 'url' | 'body' | 'auth' | 'refresh'> & {
  /** Reuse a key already sent once (a send that timed out may have been applied). */
  id?: string;
};

/** Adds a command, due now. Resolves with its id, or null when storage refused it. */
export async function addCommand(command: NewCommand, now = Date.now()): Promise<string | null> {
  const { id = uuidv7(), ...rest } = command;
  const row: CommandRow = { ...rest, id, createdAt: now, attempts: 0, nextAttemptAt: now };
  const ok = await runStorage('command enqueue', false, async (backend) => {
    await backend.tables.commands.put(row);
    return true;
  });
  return ok ? id : null;
}

/** Every queued command of every user (the rules pick whose and which). */
export function allCommands(): Promise<CommandRow[]> {
  return runStorage('command list', [], (backend) => backend.tables.commands.toArray());
}

export function removeCommand(id: string): Promise<void> {
  return runStorage('command remove', undefined, (backend) => backend.tables.commands.delete(id));
}

export function saveCommand(row: CommandRow): Promise<void> {
  return runStorage('command update', undefined, (backend) => backend.tables.commands.put(row));
}

/**
 * Forgets every queued command (logout, 401): a change is the signed-in customer's, and the next
 * customer on this device must never send it.
 */
export function purgeCommands(): Promise<void> {
  return runStorage('command purge', undefined, (backend) => backend.tables.commands.clear());
}
