import { z } from 'zod';

/**
 * Keyset pagination for newest-first lists (news, alerts, card transactions). A cursor is the
 * sort key and id of the last row of a page, base64url-encoded so clients treat it as opaque.
 * Rows are ordered `key DESC, id DESC`, so "after the cursor" is `key < k OR (key = k AND id < i)`
 * and a row can never appear twice or be skipped, even when several share a timestamp.
 */

/** The last row of a page: its sort key (a timestamp) and id. */
export type Keyset = { key: string; id: string };

const keysetSchema = z.object({ k: z.string().min(1).max(64), i: z.string().min(1).max(128) });

/** `limit` and `cursor` query parameters, shared by every paginated list. */
export const pageQuerySchema = z.object({
  cursor: z.string().min(1).max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The opaque cursor for a page that ended at `last`. */
function encodeCursor(last: Keyset): string {
  return Buffer.from(JSON.stringify({ k: last.key, i: last.id }), 'utf8').toString('base64url');
}

/** The keyset a cursor stands for, or null when it is not one of ours (answer 400). */
export function decodeCursor(cursor: string): Keyset | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed = keysetSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? { key: parsed.data.k, id: parsed.data.i } : null;
  } catch {
    return null;
  }
}

/**
 * Splits `rows` fetched with `LIMIT limit + 1` into the page and the next cursor: a row beyond
 * the limit proves there is a next page, so the last page never ends with an empty fetch.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  keysetOf: (row: Row) => Keyset,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last !== undefined ? encodeCursor(keysetOf(last)) : null;
  return { page, nextCursor };
}
