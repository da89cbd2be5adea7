/**
 * Strips credentials from query strings before a URL reaches logs or telemetry.
 */

/** Parameter names (compared lowercased) that may carry bearer tokens. */
const SENSITIVE_QUERY_PARAMS: readonly string[] = ['token', 'authorization'];

/**
 * Whether a decoded parameter name is one of {@link SENSITIVE_QUERY_PARAMS}, ignoring case and
 * surrounding whitespace (`token+=`, `%20token`): a server that trims names would still read them.
 */
function isSensitive(name: string): boolean {
  return SENSITIVE_QUERY_PARAMS.includes(name.trim().toLowerCase());
}

/**
 * Decoded name of one raw `name=value` pair. URLSearchParams decodes leniently (a broken `%`
 * escape stays literal), so `%74oken` is caught as `token` and nothing throws.
 */
function pairName(pair: string): string {
  for (const [name] of new URLSearchParams(pair)) return name;
  return '';
}

/**
 * Returns `url` without `token`/`authorization` query parameters, in the same form as given
 * (absolute or path-only). The remaining pairs are kept byte for byte (no re-encoding) and in
 * order, the `#fragment` is kept, and no dangling `?` is left when no parameter remains.
 * Should anything go wrong, the URL is returned cut at its `?`: dropping the whole query is the
 * safe failure because a token must never leak.
 */
export function sanitizeUrl(url: string): string {
  try {
    // The fragment starts at the first `#`; a `?` after it belongs to the fragment.
    const hashAt = url.indexOf('#');
    const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    const queryAt = beforeHash.indexOf('?');
    if (queryAt === -1) return url;
    const kept = beforeHash
      .slice(queryAt + 1)
      .split('&')
      .filter((pair) => !isSensitive(pairName(pair)))
      .join('&');
    return `${beforeHash.slice(0, queryAt)}${kept === '' ? '' : `?${kept}`}${hash}`;
  } catch {
    return url.split('?')[0] ?? '';
  }
}
