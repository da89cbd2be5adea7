/** The single-character ellipsis appended to a shortened name. */
const ELLIPSIS = '…';

/**
 * Shortens `name` to at most `maxLength` characters (code points, so a surrogate pair such as an
 * emoji is never split). Longer names keep their first `maxLength - 1` characters, minus trailing
 * whitespace, plus `…`; names that fit are returned unchanged; `maxLength < 1` gives ''.
 * A non-integer `maxLength` is floored.
 */
export function truncateName(name: string, maxLength: number): string {
  const limit = Math.floor(maxLength);
  if (!(limit >= 1)) return '';
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  return `${characters
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
