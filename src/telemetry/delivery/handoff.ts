/**
 * A telemetry request the page hands to the service worker (docs/telemetry.md#delivery-guarantees):
 * the worker outlives the page, so it sees the answer and acknowledges the rows even after the tab
 * closed. Pure rules, shared by both sides and unit-tested without a worker.
 *
 * The token never travels in the message. A request under the customer's session (user-events)
 * is handed over without its `Authorization` header and names its customer by owner key instead;
 * the worker reads the session's one stored token (src/session/stored-token.ts) and adds the header only
 * when that token's owner key is the request's. Otherwise it does not send: rows of one customer
 * never leave under another customer's token, and with nobody signed in nothing leaves.
 */
import type { WireRequest } from './deliver';
import { ownerKeyOf } from './owner';
import type { Answer } from './verdicts';
import { CHANNEL_WIRE, OUTBOX_CHANNELS } from './wire';

/** One handed-over request: the outbox ids it carries, and `owner` when it needs the session. */
export type HandoffItem = {
  ids: string[];
  url: string;
  body: string;
  /** Never an `Authorization` header. */
  headers: Record<string, string>;
  /** The owner key of the session the request must go under; absent: no session. */
  owner?: string;
};

/** The worker's answer to one item; `unsent`: it did not send it (the page may post it itself). */
export type HandoffAnswer = Answer & { unsent?: true };

const isAuthorization = (name: string) => name.toLowerCase() === 'authorization';

/** Whether `headers` carry a token (under any letter case). */
export function carriesToken(headers: Readonly<Record<string, string>>): boolean {
  return Object.keys(headers).some(isAuthorization);
}

/** `request` as an item to hand over: its token replaced by the token's owner key. */
export function handoffItemOf(request: WireRequest, ids: readonly string[]): HandoffItem {
  const headers: Record<string, string> = {};
  let authorization: string | null = null;
  for (const [name, value] of Object.entries(request.headers)) {
    if (isAuthorization(name)) authorization = value;
    else headers[name] = value;
  }
  const item: HandoffItem = { ids: [...ids], url: request.url, body: request.body, headers };
  const owner = ownerKeyOf(authorization);
  if (owner !== null) item.owner = owner;
  return item;
}

/** The collector paths of the channels sent under the session (user-events). */
const SESSION_PATHS: ReadonlySet<string> = new Set(
  OUTBOX_CHANNELS.filter((channel) => CHANNEL_WIRE[channel].needsAuth).map(
    (channel) => CHANNEL_WIRE[channel].path,
  ),
);

/**
 * The headers the worker sends `item` with, given the session's stored token (null: nobody
 * signed in, or storage unreadable), or null when it must not send it: the item needs a session
 * and the stored token is not that customer's, or it names an owner for a collector that takes
 * no session (the token goes to the session's own collector only).
 */
export function handoffHeaders(item: HandoffItem, storedToken: string | null): Record<string, string> | null {
  if (item.owner === undefined) return item.headers;
  if (!SESSION_PATHS.has(new URL(item.url, 'http://localhost').pathname)) return null;
  if (storedToken === null || ownerKeyOf(storedToken) !== item.owner) return null;
  return { ...item.headers, Authorization: storedToken };
}
