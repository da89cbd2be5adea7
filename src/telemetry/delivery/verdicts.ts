/**
 * The delivery contract as pure decisions: what an answer means for the rows that
 * were sent, how long to wait before the next try, and how rows are cut into requests that stay
 * under the size limits. The page's flusher and the service worker's Background Sync drain both
 * follow these, so the two cannot disagree.
 */
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, OUTBOX_MAX_AGE_MS, RETRY_AFTER_MAX_MS } from './constants';

/** What to do with the rows of a request, given its answer. */
export type Verdict =
  /** The sink took them: remove them from the outbox. */
  | { kind: 'ack' }
  /** Try again after `delayMs` (server trouble, throttling, no network). */
  | { kind: 'retry'; delayMs: number }
  /** Refused for good: move them to the dead letters. */
  | { kind: 'dead'; reason: string }
  /** A bad batch of several rows: send each half on its own, so one bad row cannot sink the rest. */
  | { kind: 'split' };

/**
 * Exponential backoff with "equal jitter": half the exponential delay plus a random share of the
 * other half, capped at 30 s. `random` in [0, 1) (Math.random in production, fixed in tests).
 */
function backoffDelayMs(attempts: number, random: number): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempts, 20)));
  return Math.round(exponential / 2 + (exponential / 2) * random);
}

/**
 * Milliseconds a `Retry-After` header asks for: delay-seconds or an HTTP date (relative to `now`).
 * Null when absent or unreadable; bounded by RETRY_AFTER_MAX_MS.
 */
function parseRetryAfterMs(header: string | null | undefined, now: number): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const value = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else {
    // An HTTP date names its weekday and month; anything else (`-1`, `soon`) is unreadable.
    if (!/^[A-Za-z]{3}, /.test(value)) return null;
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, Math.round(ms)));
}

/** The answer of one request: an HTTP status, or `null` when no answer came (offline, reset, timeout). */
export type Answer = { status: number | null; retryAfter?: string | null };

/**
 * The verdict for one request of `rowCount` rows that had been tried `attempts` times before.
 * 2xx: acknowledged. No answer, 408, 429, 5xx: retry (Retry-After wins over the backoff when the
 * server gave one). Any other 4xx: dead letter, except a 400/413/422 over several rows, which is
 * split to find the row at fault.
 */
export function verdictFor(
  answer: Answer,
  rowCount: number,
  attempts: number,
  now: number,
  random: number,
): Verdict {
  const { status } = answer;
  if (status !== null && status >= 200 && status < 300) return { kind: 'ack' };
  const retryable = status === null || status === 408 || status === 429 || status >= 500 || status < 200;
  if (retryable) {
    const retryAfter = parseRetryAfterMs(answer.retryAfter, now);
    return { kind: 'retry', delayMs: retryAfter ?? backoffDelayMs(attempts, random) };
  }
  if (rowCount > 1 && (status === 400 || status === 413 || status === 422)) return { kind: 'split' };
  return { kind: 'dead', reason: `HTTP ${status}` };
}

/** Whether a row created at `createdAt` is too old to send at `now`. */
export function isExpired(createdAt: number, now: number): boolean {
  return now - createdAt > OUTBOX_MAX_AGE_MS;
}

/**
 * Cuts `items` (in order) into chunks of at most `maxItems` whose summed `sizeOf` stays under
 * `maxBytes` (less `overhead` per chunk for the envelope around them). An item bigger than the
 * limit on its own still gets a chunk of its own: the server decides (413 → dead letter).
 */
export function chunkBySize<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  { maxItems, maxBytes, overhead = 64 }: { maxItems: number; maxBytes: number; overhead?: number },
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = overhead;
  for (const item of items) {
    const size = sizeOf(item) + 1;
    if (current.length > 0 && (current.length >= maxItems || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** UTF-8 length of a string, without allocating (for size limits). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}
