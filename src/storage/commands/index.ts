/**
 * The offline command queue's table (docs/pwa.md): changes the customer made that wait for the
 * network, one row per change, per user. Importable by the service worker: no DOM, no React.
 */
import { v7 as uuidv7 } from 'uuid';

import { runStorage } from '@/storage/backend';
import type { CommandRow } from '@/storage/db';

export type { CommandRow };

/** What a caller gives; the queue adds the id (the Idempotency-Key), times and attempts. */
export type NewCommand = Pick<CommandRow, 'userId' | 'url' | 'body' | 'owner' | 'refresh'> & {
  /** What the customer did, as a code (never words). */
  action: NonNullable<CommandRow['action']>;
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

/**
 * Updates a queued command (a retry's schedule, a refusal). A row that is gone stays gone: Log out
 * may have purged the queue while its send was on the wire, and a late answer must not bring the
 * previous customer's change back.
 */
export function saveCommand(row: CommandRow): Promise<void> {
  return runStorage('command update', undefined, async (backend) => {
    if ((await backend.tables.commands.get(row.id)) === undefined) return;
    await backend.tables.commands.put(row);
  });
}

/**
 * Forgets every queued command (logout, 401): a change is the signed-in customer's, and the next
 * customer on this device must never send it.
 */
export function purgeCommands(): Promise<void> {
  return runStorage('command purge', undefined, (backend) => backend.tables.commands.clear());
}

/**
 * Rows an older version wrote kept the token itself (`auth`): each gets the owner key of that
 * token (`ownerKeyOf`, given by the caller: storage does not hash) and loses the token. Run before
 * any sender reads the queue.
 */
export function upgradeLegacyCommands(ownerKeyOf: (auth: string) => string | null): Promise<void> {
  return runStorage('command upgrade', undefined, async (backend) => {
    const legacy = (await backend.tables.commands.toArray()).filter((row) => row.auth !== undefined);
    if (legacy.length === 0) return;
    await backend.tables.commands.bulkPut(
      legacy.map(({ auth, ...row }) => ({ ...row, owner: row.owner ?? ownerKeyOf(auth ?? '') ?? '' })),
    );
  });
}

/**
 * Removes every command not owned by `owner` (the signed-in session's key): a change belongs to
 * the session that made it and is never sent under another's token.
 */
export function dropCommandsNotOwnedBy(owner: string): Promise<void> {
  return runStorage('command drop', undefined, async (backend) => {
    const foreign = (await backend.tables.commands.toArray()).filter((row) => row.owner !== owner);
    if (foreign.length > 0) await backend.tables.commands.bulkDelete(foreign.map((row) => row.id));
  });
}

/** Gives `from`'s commands to `to` (the same customer's refreshed token). */
export function reassignCommands(from: string, to: string): Promise<void> {
  return runStorage('command reassign', undefined, async (backend) => {
    const rows = (await backend.tables.commands.toArray()).filter((row) => row.owner === from);
    if (rows.length > 0) await backend.tables.commands.bulkPut(rows.map((row) => ({ ...row, owner: to })));
  });
}
