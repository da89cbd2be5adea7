/**
 * The one gate every URL from a backend or a query string passes before it is used
 * (docs/product.md#navigation-rules navlinks, `return_to`, redirect data): only a relative app path or an
 * https URL on an exact allow-listed host. Anything else — `javascript:`, `data:`, `http:`, protocol-relative
 * `//x`, backslash tricks, credentials in the URL, look-alike hosts — is refused, never followed.
 */
export type SafeDestination =
  | { kind: 'app-path'; path: string; search: string; hash: string }
  | { kind: 'https'; url: string; host: string }
  | { kind: 'refused'; reason: string };

/** Control characters and backslashes are never part of a legitimate link; they are how
 * `java\tscript:`, `/\evil.com` and header-splitting tricks start. */
function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}
const PROBE_ORIGIN = 'https://app.invalid';

/** Classifies `raw` against `allowHosts` (exact, case-insensitive hostnames). */
export function classifyDestination(raw: string, allowHosts: readonly string[]): SafeDestination {
  const value = raw.trim();
  if (value === '') return { kind: 'refused', reason: 'empty' };
  if (hasControlOrBackslash(value)) return { kind: 'refused', reason: 'control character or backslash' };
  if (value.startsWith('/')) return classifyPath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', reason: `scheme ${url.protocol} not allowed` };
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'credentials in URL' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.port !== '' || !allowHosts.some((allowed) => allowed.toLowerCase() === host)) {
    return { kind: 'refused', reason: `host ${host} not allow-listed` };
  }
  return { kind: 'https', url: url.toString(), host };
}

function classifyPath(value: string): SafeDestination {
  if (value.startsWith('//')) return { kind: 'refused', reason: 'protocol-relative URL' };
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  // Normalisation can turn `/.//evil.com` into `//evil.com`: check the result, not the input.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) {
    return { kind: 'refused', reason: 'leaves the app' };
  }
  return { kind: 'app-path', path: url.pathname, search: url.search, hash: url.hash };
}
