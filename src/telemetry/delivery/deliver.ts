/**
 * Sends outbox rows and applies the sink's answer to them. One implementation for the page's
 * flusher, the service worker's Background Sync drain and Log out: they differ only in how a
 * request is posted, when they run, and which session they send under.
 */
import { BATCH_MAX_BYTES, BATCH_MAX_ITEMS } from './constants';
import { ack, deadLetter, dropRowsNotOwnedBy, retryLater, takeDue, type OutboxRow } from './outbox';
import { ownerKeyOf } from './owner';
import { chunkBySize, utf8Length, verdictFor, type Answer } from './verdicts';
import { CHANNEL_WIRE, OUTBOX_CHANNELS, wireBody, type OutboxChannel } from './wire';

/** One request to make: absolute URL, JSON body text and headers. */
export type WireRequest = { url: string; body: string; headers: Record<string, string>; beacon: boolean };

/**
 * Posts a request; resolves with its status (null: no answer). Never rejects. `ids` are the outbox
 * rows it carries: a sender that outlives the page (the service worker) acknowledges them itself.
 */
export type Post = (request: WireRequest, ids: readonly string[]) => Promise<Answer>;

/** What happened to the rows handed to {@link deliverRows}. */
export type DeliveryResult = {
  acked: string[];
  dead: string[];
  /** When a request failed in a retryable way: the earliest time to try this channel again. */
  retryAt: number | null;
  /** A request got no answer at all (offline, reset, timeout). */
  unreachable: boolean;
};

export type DeliverOptions = {
  /** Gateway base URL: '' or an origin; paths are appended. */
  baseUrl: string;
  /**
   * The session the rows of a channel that needs one (user-events) are sent under: the current
   * `Authorization`, or null when signed out. Only that customer's rows are sent, with this token.
   */
  authorization: string | null;
  now?: () => number;
  random?: () => number;
};

/** The rows' bodies as one request of `channel`, under `authorization` when the channel needs it. */
export function requestFor(
  channel: OutboxChannel,
  rows: readonly OutboxRow[],
  baseUrl: string,
  authorization: string | null,
): WireRequest {
  const wire = CHANNEL_WIRE[channel];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...wire.headers };
  if (wire.needsAuth && authorization !== null) headers['Authorization'] = authorization;
  return {
    url: `${baseUrl}${wire.path}`,
    body: JSON.stringify(
      wireBody(
        channel,
        rows.map((row) => row.body),
      ),
    ),
    headers,
    beacon: wire.preferBeacon,
  };
}

/** Size of one row's body on the wire. */
function rowBytes(row: OutboxRow): number {
  return utf8Length(JSON.stringify(row.body) ?? '');
}

/**
 * Rows cut into requests by count (the channel's maximum, at most 50) and size (under 50 KB).
 * For a channel that needs a session, pass only one customer's rows (see {@link sendableRows}).
 */
export function chunksFor(
  channel: OutboxChannel,
  rows: readonly OutboxRow[],
  maxBytes = BATCH_MAX_BYTES,
): OutboxRow[][] {
  const maxItems = Math.min(CHANNEL_WIRE[channel].maxItems, BATCH_MAX_ITEMS);
  return chunkBySize(rows, rowBytes, { maxItems, maxBytes });
}

/**
 * The rows of `rows` that may be sent under `authorization`: all of them for a channel without a
 * session, else only the rows of the customer that token belongs to (none when signed out).
 */
export function sendableRows(
  channel: OutboxChannel,
  rows: readonly OutboxRow[],
  authorization: string | null,
): OutboxRow[] {
  if (!CHANNEL_WIRE[channel].needsAuth) return [...rows];
  const owner = ownerKeyOf(authorization);
  return owner === null ? [] : rows.filter((row) => row.owner === owner);
}

/**
 * Up to a batch of `channel`'s due rows that may be sent under `authorization`. For a channel that
 * needs a session, the rows of any other customer (or of nobody) are dropped first: the customer
 * they belong to has signed out, and they are never sent under someone else's token. With
 * `keepOtherOwners` they are only left out, not dropped (the service worker, which reads the
 * stored token, leaves that judgement to the page).
 */
export async function takeSendable(
  channel: OutboxChannel,
  authorization: string | null,
  now: number,
  dueBy: number,
  { keepOtherOwners = false }: { keepOtherOwners?: boolean } = {},
): Promise<OutboxRow[]> {
  if (!CHANNEL_WIRE[channel].needsAuth) return takeDue(channel, BATCH_MAX_ITEMS, now, dueBy);
  const owner = ownerKeyOf(authorization);
  if (!keepOtherOwners) await dropRowsNotOwnedBy(channel, owner, now);
  if (owner === null) return [];
  return takeDue(channel, BATCH_MAX_ITEMS, now, dueBy, owner);
}

/**
 * Sends `rows` of `channel` (in requests under the limits) and records the outcome in the outbox:
 * acknowledged rows leave, refused rows become dead letters, the rest wait for their backoff.
 * Stops at the first retryable failure (the other rows stay due; the channel waits).
 */
export async function deliverRows(
  channel: OutboxChannel,
  rows: readonly OutboxRow[],
  post: Post,
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { acked: [], dead: [], retryAt: null, unreachable: false };
  const queue = chunksFor(channel, sendableRows(channel, rows, options.authorization));
  while (queue.length > 0) {
    const chunk = queue.shift() ?? [];
    const ids = chunk.map((row) => row.id);
    const answer = await post(requestFor(channel, chunk, options.baseUrl, options.authorization), ids);
    const now = (options.now ?? Date.now)();
    const attempts = Math.max(...chunk.map((row) => row.attempts));
    const verdict = verdictFor(answer, chunk.length, attempts, now, (options.random ?? Math.random)());
    if (verdict.kind === 'ack') {
      await ack(ids);
      result.acked.push(...ids);
    } else if (verdict.kind === 'dead') {
      await deadLetter(ids, verdict.reason, now);
      result.dead.push(...ids);
    } else if (verdict.kind === 'split') {
      const half = Math.ceil(chunk.length / 2);
      queue.unshift(chunk.slice(0, half), chunk.slice(half));
    } else {
      await retryLater(ids, now + verdict.delayMs);
      result.retryAt = now + verdict.delayMs;
      result.unreachable = answer.status === null;
      return result;
    }
  }
  return result;
}

/**
 * Sends everything due in the outbox, channel by channel (analytics first), until a channel is
 * empty or fails. The service worker's whole job on a `sync` event. Resolves with what is left
 * undelivered because of a retryable failure (true: ask for another sync).
 */
export async function drainOutbox(
  post: Post,
  options: Omit<DeliverOptions, 'authorization'> & {
    /**
     * The session to send user-events under. Absent (the service worker when nobody is signed
     * in): channels that need a session are left alone for the page to send.
     */
    authorization?: string | null;
    /** Leave other customers' rows in the outbox instead of dropping them (see takeSendable). */
    keepOtherOwners?: boolean;
    /**
     * Send rows still waiting out their backoff too. The worker's `sync` event means the network
     * is back (and the browser spaces its own sync retries), so it does not wait for delays the
     * page computed while offline.
     */
    ignoreBackoff?: boolean;
  },
): Promise<{ failed: boolean; acked: number }> {
  let failed = false;
  let acked = 0;
  const { authorization } = options;
  for (const channel of OUTBOX_CHANNELS) {
    if (authorization === undefined && CHANNEL_WIRE[channel].needsAuth) continue;
    for (;;) {
      const now = (options.now ?? Date.now)();
      const rows = await takeSendable(
        channel,
        authorization ?? null,
        now,
        options.ignoreBackoff === true ? Infinity : now,
        { keepOtherOwners: options.keepOtherOwners === true },
      );
      if (rows.length === 0) break;
      const result = await deliverRows(channel, rows, post, {
        ...options,
        authorization: authorization ?? null,
      });
      acked += result.acked.length;
      if (result.retryAt !== null) {
        failed = true;
        break;
      }
    }
  }
  return { failed, acked };
}

/** Channels sent under the customer's session. */
const SESSION_CHANNELS = OUTBOX_CHANNELS.filter((channel) => CHANNEL_WIRE[channel].needsAuth);

/**
 * Log out's part of the outbox: the leaving customer's rows are sent now, under their own token and
 * whatever their backoff, for at most `deadlineMs`; whatever is still there then (collector down,
 * offline, a 401) is dropped. Afterwards no row of that customer is left to be sent signed out or
 * under someone else's token. Never rejects.
 */
export async function flushOrDropLeavingCustomer(
  leaving: string | null,
  post: Post,
  options: Omit<DeliverOptions, 'authorization'> & { deadlineMs: number },
): Promise<void> {
  const flush = async () => {
    for (const channel of SESSION_CHANNELS) {
      for (;;) {
        const now = (options.now ?? Date.now)();
        const rows = await takeSendable(channel, leaving, now, Infinity);
        if (rows.length === 0) break;
        const result = await deliverRows(channel, rows, post, { ...options, authorization: leaving });
        if (result.retryAt !== null) break;
      }
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.deadlineMs);
  });
  try {
    await Promise.race([flush(), deadline]);
  } catch (error) {
    console.warn("Telemetry: sending the leaving customer's events failed", error);
  } finally {
    clearTimeout(timer);
  }
  // Nobody is signed in once Log out completes: every session row left goes.
  for (const channel of SESSION_CHANNELS) await dropRowsNotOwnedBy(channel, null);
}
