/**
 * Sends queued commands in order and applies each answer (the rules are in
 * src/domain/offline/command-rules.ts). The page and the service worker share this and `postCommand`
 * (send.ts); `post` is a parameter so tests can answer without a network. The Idempotency-Key
 * makes a command sent by both applied once. A row holds no token: it is sent with the session's
 * stored token, and only if that token's owner key is the row's.
 */
import { isCommandExpired, nextCommand, retryDelayMs, verdictOf } from '@/domain/offline/command-rules';
import { ownerKeyOf } from '@/session/rules/owner-key';
import {
  allCommands,
  dropCommandsNotOwnedBy,
  purgeCommands,
  removeCommand,
  saveCommand,
  upgradeLegacyCommands,
  type CommandRow,
} from '@/storage/commands';

/** What a send brought back: the status (null: no answer) and the server's message, if any. */
export type CommandAnswer = { status: number | null; message?: string | null };

export type DrainResult = {
  applied: CommandRow[];
  refused: CommandRow[];
  /** A command is still waiting (no network, 5xx): ask for another try later. */
  waiting: boolean;
  /** A 401 ended the session: the queue was purged. */
  signedOut: boolean;
};

/** The request a command is sent as: JSON, the session's token and the command's key. */
export function commandHeaders(row: CommandRow, authorization: string): Record<string, string> {
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: authorization,
    'Idempotency-Key': row.id,
  };
}

/**
 * Makes the queue the session's: rows of an older version lose their token for an owner key, and
 * rows of any other session than `authorization`'s are dropped (they belong to a customer who is
 * not signed in, and are never sent under this one's token). Resolves with the session's owner
 * key, or null when nobody is signed in (then nothing is touched: logout purges the queue).
 */
export async function claimQueueFor(authorization: string | null): Promise<string | null> {
  await upgradeLegacyCommands(ownerKeyOf);
  const owner = ownerKeyOf(authorization);
  if (owner !== null) await dropCommandsNotOwnedBy(owner);
  return owner;
}

/**
 * Sends `userId`'s commands one at a time, oldest first, with `authorization` (the session's
 * token), until the queue is empty or one must wait. Only commands that token's session made are
 * sent; signed out (`null`), nothing is. `ignoreBackoff`: the network just came back, so a
 * waiting head is tried at once.
 */
export async function drainCommands(
  post: (row: CommandRow, authorization: string) => Promise<CommandAnswer>,
  {
    userId,
    authorization,
    now = () => Date.now(),
    ignoreBackoff = false,
  }: {
    userId: string | null;
    authorization: string | null;
    now?: () => number;
    ignoreBackoff?: boolean;
  },
): Promise<DrainResult> {
  const result: DrainResult = { applied: [], refused: [], waiting: false, signedOut: false };
  const owner = await claimQueueFor(authorization);
  // Signed out: nothing is sent, and nothing waits for a retry (logout purges the queue).
  if (owner === null || authorization === null) return result;
  const tried = new Set<string>();
  for (;;) {
    // Only this session's rows, re-read each time: the queue may change while it is sent.
    const rows = (await allCommands()).filter((row) => row.owner === owner);
    const head = nextCommand(rows, userId, now(), ignoreBackoff);
    if (head === null) {
      result.waiting = rows.some((row) => row.userId === userId && row.refused === undefined);
      return result;
    }
    // A row that came back unchanged (storage failing) must not loop forever.
    if (tried.has(head.id)) return { ...result, waiting: true };
    tried.add(head.id);
    if (isCommandExpired(head.createdAt, now())) {
      await removeCommand(head.id);
      continue;
    }
    const answer = await post(head, authorization);
    switch (verdictOf(answer.status)) {
      case 'applied':
        await removeCommand(head.id);
        result.applied.push(head);
        break;
      case 'refused': {
        const refused = { ...head, refused: answer.message ?? '' };
        await saveCommand(refused);
        result.refused.push(refused);
        break;
      }
      case 'signed-out':
        await purgeCommands();
        return { ...result, signedOut: true };
      case 'retry': {
        const attempts = head.attempts + 1;
        await saveCommand({ ...head, attempts, nextAttemptAt: now() + retryDelayMs(attempts) });
        return { ...result, waiting: true };
      }
    }
  }
}

/** Commands the server refused, for the page to undo on screen; removed as they are taken. */
export async function takeRefused(userId: string | null): Promise<CommandRow[]> {
  const refused = (await allCommands()).filter((row) => row.userId === userId && row.refused !== undefined);
  await Promise.all(refused.map((row) => removeCommand(row.id)));
  return refused;
}
