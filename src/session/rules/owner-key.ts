/**
 * The owner key of a session: which customer's session a queued row (a telemetry event, a change
 * made offline) belongs to, without keeping the token. A one-way 53-bit hash (cyrb53) of the
 * `Authorization` value: enough to tell the customers of one device apart, far too short to give a
 * token back. Synchronous and pure, so a row gets its owner the moment it is written, in the page
 * or the service worker.
 */

/** The owner key of `authorization` (`Bearer …`), or null when signed out. */
export function ownerKeyOf(authorization: string | null | undefined): string | null {
  if (authorization === null || authorization === undefined || authorization === '') return null;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < authorization.length; i += 1) {
    const code = authorization.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `o${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
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
