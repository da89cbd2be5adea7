/**
 * Sends outbox rows and applies the sink's answer to them (DESIGN.md §3). One implementation for
 * the page's flusher and the service worker's Background Sync drain: they differ only in how a
 * request is posted and when they run.
 */
import {
  CHANNEL_WIRE,
  OUTBOX_CHANNELS,
  wireBody,
  type OutboxChannel,
} from '../../api/schemas/telemetry-wire';
import {
  BATCH_MAX_BYTES,
  BATCH_MAX_ITEMS,
  chunkBySize,
  utf8Length,
  verdictFor,
  type Answer,
} from '../../domain/telemetry/delivery';
import { ack, deadLetter, retryLater, takeDue, type OutboxRow } from './index';

/** One request to make: absolute URL, JSON body text and headers. */
export type WireRequest = { url: string; body: string; headers: Record<string, string>; beacon: boolean };

/** Posts a request; resolves with its status (null: no answer). Never rejects. */
export type Post = (request: WireRequest) => Promise<Answer>;

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
  now?: () => number;
  random?: () => number;
};

/** Whether `channel` goes through the outbox. */
export function isOutboxChannel(channel: string): channel is OutboxChannel {
  return (OUTBOX_CHANNELS as readonly string[]).includes(channel);
}

/** The rows' bodies as one request of `channel` (auth taken from the first row). */
export function requestFor(channel: OutboxChannel, rows: readonly OutboxRow[], baseUrl: string): WireRequest {
  const wire = CHANNEL_WIRE[channel];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...wire.headers };
  const auth = rows[0]?.auth;
  if (wire.needsAuth && typeof auth === 'string') headers['Authorization'] = auth;
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
export function rowBytes(row: OutboxRow): number {
  return utf8Length(JSON.stringify(row.body) ?? '');
}

/**
 * Rows cut into requests: grouped by token for a channel that needs one, then by count (the
 * channel's maximum, at most 50) and size (under 50 KB).
 */
export function chunksFor(
  channel: OutboxChannel,
  rows: readonly OutboxRow[],
  maxBytes = BATCH_MAX_BYTES,
): OutboxRow[][] {
  const wire = CHANNEL_WIRE[channel];
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const key = wire.needsAuth ? String(row.auth ?? '') : '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const maxItems = Math.min(wire.maxItems, BATCH_MAX_ITEMS);
  return [...groups.values()].flatMap((group) => chunkBySize(group, rowBytes, { maxItems, maxBytes }));
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
  const queue = chunksFor(channel, rows);
  while (queue.length > 0) {
    const chunk = queue.shift() ?? [];
    const answer = await post(requestFor(channel, chunk, options.baseUrl));
    const now = (options.now ?? Date.now)();
    const attempts = Math.max(...chunk.map((row) => row.attempts));
    const verdict = verdictFor(answer, chunk.length, attempts, now, (options.random ?? Math.random)());
    const ids = chunk.map((row) => row.id);
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
  options: DeliverOptions & {
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
  for (const channel of OUTBOX_CHANNELS) {
    for (;;) {
      const now = (options.now ?? Date.now)();
      const rows = await takeDue(
        channel,
        BATCH_MAX_ITEMS,
        now,
        options.ignoreBackoff === true ? Infinity : now,
      );
      if (rows.length === 0) break;
      const result = await deliverRows(channel, rows, post, options);
      acked += result.acked.length;
      if (result.retryAt !== null) {
        failed = true;
        break;
      }
    }
  }
  return { failed, acked };
}
