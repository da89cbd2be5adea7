/**
 * The rules of the offline command queue (docs/pwa.md, "Changes made offline"): what a server's
 * answer means for a queued change, when a failed send is tried again, and which command goes next.
 * Pure: the storage and the senders (page and service worker) apply them.
 */

/** What a queued command's answer means. */
export type Verdict =
  /** 2xx: the server applied it (or replayed an earlier application of the same key). */
  | 'applied'
  /** Another 4xx: the server will never apply it; the screen must undo it and say why. */
  | 'refused'
  /** No answer, a timeout, 408, 429 or a 5xx: send it again later, with the same key. */
  | 'retry'
  /** 401: the session is over; the queue belongs to nobody now and is purged. */
  | 'signed-out';

/** `status` is null when no answer came (network down, aborted). */
export function verdictOf(status: number | null): Verdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'applied';
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'refused';
  // 1xx/3xx never reach fetch's caller for a JSON POST; treat anything odd as worth another try.
  return 'retry';
}

/** First retry after 2 s, doubling, never more than 5 minutes apart. */
const COMMAND_RETRY_BASE_MS = 2_000;
const COMMAND_RETRY_CAP_MS = 5 * 60_000;

/** Delay before attempt `attempts + 1`, after `attempts` failed sends (≥ 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(COMMAND_RETRY_BASE_MS * 2 ** exponent, COMMAND_RETRY_CAP_MS);
}

/** What the rules read of a queued command. */
export type QueuedCommand = {
  id: string;
  userId: string;
  nextAttemptAt: number;
  refused?: string | undefined;
};

/**
 * The next command of `userId` to send, or null. Commands go strictly in the order they were made
 * (ids are UUIDv7, so by id): a later change never overtakes an earlier one, so a waiting head holds
 * the rest back. Refused commands are out of the line; another user's are never sent. `ignoreBackoff`
 * is for "the network is back": everything is due at once.
 */
export function nextCommand<T extends QueuedCommand>(
  rows: readonly T[],
  userId: string | null,
  now: number,
  ignoreBackoff = false,
): T | null {
  if (userId === null) return null;
  const head = rows
    .filter((row) => row.userId === userId && row.refused === undefined)
    .reduce<T | null>((first, row) => (first === null || row.id < first.id ? row : first), null);
  if (head === null) return null;
  return ignoreBackoff || head.nextAttemptAt <= now ? head : null;
}

/** Commands made longer ago than this are dropped unsent: a week-old "mark read" surprises more than it helps. */
const COMMAND_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export function isCommandExpired(createdAt: number, now: number): boolean {
  return now - createdAt > COMMAND_MAX_AGE_MS;
}

/**
 * The server's reason for refusing a change made offline, as the refusal's last sentence (trimmed,
 * ending in a full stop), or null when it gave none.
 */
export function refusalReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return trimmed === '' ? null : trimmed.replace(/\.?$/, '.');
}
