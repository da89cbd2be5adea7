import { z } from 'zod';

import { clientError } from '../../http/api-errors';

/**
 * The opaque `next_cursor` of `/all-transactions`: the (posted_at, id) of the last row of a page,
 * base64url-encoded JSON. Keyset pagination: the next page starts strictly after that row, so rows
 * inserted meanwhile never shift a page the way OFFSET would.
 */
export type Cursor = { postedAt: string; id: string };

/** Encodes the position after `row`. */
export function encodeCursor(row: { posted_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.posted_at, row.id]), 'utf8').toString('base64url');
}

const cursorSchema = z.tuple([z.string().min(1).max(40), z.string().min(1).max(100)]);

/** Decodes a cursor from a client, or throws a 400: a cursor is data from outside. */
export function decodeCursor(text: string): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw clientError(400, 'cursor: not a cursor of this list');
  const [postedAt, id] = parsed.data;
  return { postedAt, id };
}
