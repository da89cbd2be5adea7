import { createHash } from 'node:crypto';

import type { Db } from '../../db/database';

/** How long a key is remembered; a retry after that counts as a new request (as Stripe does). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Printable ASCII without spaces, up to 255 characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A stored answer to replay. */
export type StoredAnswer = { status: number; body: unknown };

/** What a key says about a request: new, a retry to replay, or a reuse with another body. */
export type KeyLookup = { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'conflict' };

/** True when `key` is usable as an Idempotency-Key. */
export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A stable fingerprint of a parsed request body (keys sorted, so field order does not matter). */
export function requestFingerprint(body: Record<string, unknown>): string {
  // A replacer array both filters and orders keys; the bodies fingerprinted here are flat.
  const canonical = JSON.stringify(body, Object.keys(body).sort());
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Idempotency keys of one scope (e.g. `insta-cash-withdrawal`), per user, in the `misc` namespace.
 * Only successful answers are stored: a failed request may be retried with the same key.
 */
export function idempotencyStore(db: Db, scope: string) {
  const find = db.prepare<
    [{ user: string; key: string; scope: string }],
    { request_hash: string; status_code: number; response_json: string; created_at: string }
  >(
    `SELECT request_hash, status_code, response_json, created_at FROM misc_idempotency
     WHERE user_id = @user AND scope = @scope AND key = @key`,
  );
  const remove = db.prepare<[{ user: string; key: string; scope: string }]>(
    'DELETE FROM misc_idempotency WHERE user_id = @user AND scope = @scope AND key = @key',
  );
  const save = db.prepare<[string, string, string, string, number, string, string]>(
    `INSERT INTO misc_idempotency (user_id, scope, key, request_hash, status_code, response_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    /** What `key` means for a request with `fingerprint` at `now`. Call inside the write transaction. */
    lookup(user: string, key: string, fingerprint: string, now: Date): KeyLookup {
      const row = find.get({ user, key, scope });
      if (row === undefined) return { kind: 'new' };
      if (now.getTime() - Date.parse(row.created_at) > IDEMPOTENCY_TTL_MS) {
        remove.run({ user, key, scope });
        return { kind: 'new' };
      }
      if (row.request_hash !== fingerprint) return { kind: 'conflict' };
      return { kind: 'replay', answer: { status: row.status_code, body: JSON.parse(row.response_json) } };
    },
    /** Remembers the answer given to the first request with `key`. */
    remember(user: string, key: string, fingerprint: string, answer: StoredAnswer, now: Date): void {
      save.run(user, scope, key, fingerprint, answer.status, JSON.stringify(answer.body), now.toISOString());
    },
  };
}
