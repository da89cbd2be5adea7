/**
 * The messages the page and the worker exchange (docs/pwa.md). Pure: parsing and building only,
 * unit-tested without a worker. The page side (src/session/logout.ts, src/app/pwa) sends the same
 * string literals; they are the contract.
 */
import { carriesToken, type HandoffItem } from '../src/telemetry/delivery/handoff';

/** Page → worker. */
export type PageMessageType = 'SKIP_WAITING' | 'PURGE_USER_DATA' | 'GET_VERSION' | 'TELEMETRY_HANDOFF';

const PAGE_MESSAGE_TYPES: readonly PageMessageType[] = [
  'SKIP_WAITING',
  'PURGE_USER_DATA',
  'GET_VERSION',
  'TELEMETRY_HANDOFF',
];

/**
 * Page → worker (docs/telemetry.md#delivery-guarantees): telemetry requests the page hands over,
 * each with the outbox ids it carries; with a port, the page's flusher waits for the answers, at
 * unload it has none. The worker outlives the page, so it sees the answer and acknowledges the
 * rows; a keepalive request's answer dies with the page, and the next sender would send those rows
 * again. A request under the session names its owner key, never the token
 * (src/telemetry/delivery/handoff.ts). The message is `{ type: 'TELEMETRY_HANDOFF', items }`.
 *
 * Its items, or null when `data` is not a well-formed one. A message carrying a token (an
 * `Authorization` header) is not: the token never travels in a message.
 */
export function telemetryHandoffItems(data: unknown): HandoffItem[] | null {
  if (pageMessageType(data) !== 'TELEMETRY_HANDOFF') return null;
  const { items } = data as { items?: unknown };
  if (!Array.isArray(items)) return null;
  const valid = items.every((item: unknown) => {
    if (typeof item !== 'object' || item === null) return false;
    const { ids, url, body, headers, owner } = item as Record<string, unknown>;
    return (
      Array.isArray(ids) &&
      ids.every((id) => typeof id === 'string') &&
      typeof url === 'string' &&
      typeof body === 'string' &&
      typeof headers === 'object' &&
      headers !== null &&
      Object.values(headers).every((value) => typeof value === 'string') &&
      !carriesToken(headers as Record<string, string>) &&
      (owner === undefined || (typeof owner === 'string' && owner !== ''))
    );
  });
  return valid ? (items as HandoffItem[]) : null;
}

/** The type of a message the page posted, or null for anything else (never throws). */
export function pageMessageType(data: unknown): PageMessageType | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  return PAGE_MESSAGE_TYPES.find((known) => known === type) ?? null;
}

/**
 * Worker → page, when a personal API read was answered from the cache because the network failed
 * or timed out: `fetchedAt` is when that answer really came from the server (epoch ms), so the
 * offline banner can say how old the data on screen is.
 */
export const SERVED_FROM_CACHE = 'SERVED_FROM_CACHE';

export type ServedFromCacheMessage = { type: typeof SERVED_FROM_CACHE; fetchedAt: number };

/**
 * Worker → page: a request of this page failed for want of a network (`navigator.onLine` can stay
 * true on a dead connection), and later the first one that got through again.
 */
export const NETWORK_DOWN = 'NETWORK_DOWN';
export const NETWORK_UP = 'NETWORK_UP';

/** Header the worker stamps on each answer it caches: when the network delivered it (epoch ms). */
export const FETCHED_AT_HEADER = 'x-kosh-fetched-at';

/**
 * When a cached answer was fetched: our own stamp, else the server's `Date` header, else null.
 * Both are read defensively: a cache written by an older worker may carry neither.
 */
export function fetchedAtOf(headers: { get: (name: string) => string | null }): number | null {
  const stamp = Number(headers.get(FETCHED_AT_HEADER));
  if (Number.isFinite(stamp) && stamp > 0) return stamp;
  const date = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(date) ? null : date;
}
