/**
 * The owner key of an outbox row: which customer's session a user-events row belongs to, without
 * keeping the token. A one-way 53-bit hash (cyrb53) of the `Authorization` value: enough to tell
 * the customers of one device apart, far too short to give a token back. Synchronous and pure, so
 * a row gets its owner the moment its event happens, in the page or the service worker.
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
