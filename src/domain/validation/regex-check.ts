/**
 * Checks a value against a backend-supplied, slash-delimited pattern such as `/^[0-9]+$/` or `/abc/i`.
 */

/** A pattern with a closing slash followed only by flag letters: `/body/flags`. */
const DELIMITED = /^\/([\s\S]*)\/([a-z]*)$/;

/** Splits a pattern string into body and flags; a pattern without delimiters is all body. */
function splitPattern(pattern: string): { body: string; flags: string } {
  const delimited = DELIMITED.exec(pattern);
  if (delimited) return { body: delimited[1] ?? '', flags: delimited[2] ?? '' };
  // Only one of the slashes present: strip whichever is there, as the pattern author intended.
  let body = pattern;
  if (body.startsWith('/')) body = body.slice(1);
  if (body.endsWith('/')) body = body.slice(0, -1);
  return { body, flags: '' };
}

/**
 * Whether `value` matches `pattern`, a regex given as a string with optional surrounding slashes
 * and optional flags after the closing slash (`/abc/i`). Returns false when the value or the
 * pattern body is empty, and false (never throws) when the body or the flags are invalid.
 * The global and sticky flags are dropped because they make `test` stateful.
 */
export function matchesSlashPattern(value: string, pattern: string): boolean {
  const { body, flags } = splitPattern(pattern);
  if (value === '' || body === '') return false;
  try {
    return new RegExp(body, flags.replace(/[gy]/g, '')).test(value);
  } catch {
    return false;
  }
}
