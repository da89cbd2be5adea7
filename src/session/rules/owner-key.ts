/**
 * The owner key of a session: which customer's session a queued row (a telemetry event, a change
 * made offline) belongs to, without keeping the token. A one-way 53-bit hash (cyrb53) of the
 * `Authorization` value: enough to tell the customers of one device apart, far too short to give a
 * token back. Synchronous and pure, so a row gets its owner the moment it is written, in the page
 * or the service worker.
 */

import { cyrb53 } from './cyrb53';

/** The owner key of `authorization` (`Bearer …`), or null when signed out. */
export function ownerKeyOf(authorization: string | null | undefined): string | null {
  if (authorization === null || authorization === undefined || authorization === '') return null;
  return `o${cyrb53(authorization).toString(36)}`;
}

/**
 * The owner key of the token whose `tokenFingerprint` (src/session/rules/arrival.ts) is
 * `fingerprint`: both are the same cyrb53 hash, one in hex, one in base 36 behind an `o`. Lets the
 * page name the session's rows before the stored token itself is read.
 */
export function ownerKeyFromFingerprint(fingerprint: string | null): string | null {
  if (fingerprint === null || !/^[0-9a-f]{1,14}$/.test(fingerprint)) return null;
  return `o${Number.parseInt(fingerprint, 16).toString(36)}`;
}
