/** Where a login goes when `return_to` is missing or refused. */
const DEFAULT_RETURN_TO = '/';

// A throwaway origin: a path that resolves anywhere else was trying to leave the sandbox.
const BASE = 'http://sandbox.invalid';
const MAX_LENGTH = 2048;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * True for C0 and C1 controls, DEL and the Unicode line/paragraph separators. Browsers strip
 * tabs and newlines from URLs, so `/\t/evil.com` would become `//evil.com` after our checks.
 */
function hasControlChar(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** True when `path` (raw or decoded) could be read by a browser as `//host` or `/\host`. */
function looksProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/** `decodeURIComponent`, or null for malformed percent-encoding. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The same-origin path a login may send the browser back to, or `/`.
 *
 * Open-redirect protection: only a relative path starting with a single `/` is kept: no `//`,
 * no `/\`, no backslash at all, no scheme, no control characters (also once percent-decoded,
 * for any consumer that decodes before redirecting), and it must still resolve to the sandbox's
 * own origin. The answer is the URL-normalised path + query + fragment, so it is pure ASCII and
 * safe to put in a `Location` header; a path that normalises to `//…` (e.g. `/.//evil.com`) is
 * refused too.
 */
export function safeReturnTo(raw: string | undefined): string {
  if (raw === undefined || raw.length === 0 || raw.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!raw.startsWith('/') || looksProtocolRelative(raw) || raw.includes('\\')) {
    return DEFAULT_RETURN_TO;
  }
  if (SCHEME.test(raw) || hasControlChar(raw)) return DEFAULT_RETURN_TO;
  const decoded = decodeOnce(raw);
  if (decoded === null || looksProtocolRelative(decoded) || decoded.includes('\\')) {
    return DEFAULT_RETURN_TO;
  }
  if (hasControlChar(decoded)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== BASE) return DEFAULT_RETURN_TO;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return looksProtocolRelative(normalised) ? DEFAULT_RETURN_TO : normalised;
}

/** `path` (already passed through {@link safeReturnTo}) with `token=<token>` set in its query. */
export function withTokenParam(path: string, token: string): string {
  const url = new URL(path, BASE);
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}
