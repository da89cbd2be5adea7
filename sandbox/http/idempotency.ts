import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../db/database';
import { sendApiError } from './api-errors';
import type { Said } from './language';

/** How long a key is remembered; a retry after that counts as a new request (as Stripe does). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Printable ASCII without spaces, up to 255 characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

// Shown to the customer when a queued change is refused: plain words in both languages.
const KEY_REUSED: Said = {
  'en-IN': 'This Idempotency-Key was used with another body',
  'hi-IN': 'यह अनुरोध पहले अलग जानकारी के साथ भेजा जा चुका है',
};

/** A stored answer to replay. */
export type StoredAnswer = { status: number; body: unknown };

/** What a key says about a request: new, a retry to replay, or a reuse with another body. */
export type KeyLookup = { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'conflict' };

/** True when `key` is usable as an Idempotency-Key. */
function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A stable fingerprint of a parsed request body (keys sorted, so field order does not matter). */
function requestFingerprint(body: Record<string, unknown>): string {
  // A replacer array both filters and orders keys; the bodies fingerprinted here are flat.
  const canonical = JSON.stringify(body, Object.keys(body).sort());
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Idempotency keys of one scope (e.g. `insta-cash-withdrawal`), per user, in the `misc` namespace
 * (table `misc_idempotency`, created by sandbox/routes/misc-routes.ts). Every POST that moves money
 * or applies a queued command goes through {@link runOnce}.
 * Only successful answers are stored: a failed request may be retried with the same key.
 */
export function idempotencyStore(db: Db, scope: string) {
  // Prepared on first use, not here: routes registered before misc-routes (which creates the table)
  // may still ask for a store while the server is being built.
  const statements = once(() => ({
    find: db.prepare<
      [{ user: string; key: string; scope: string }],
      { request_hash: string; status_code: number; response_json: string; created_at: string }
    >(
      `SELECT request_hash, status_code, response_json, created_at FROM misc_idempotency
       WHERE user_id = @user AND scope = @scope AND key = @key`,
    ),
    remove: db.prepare<[{ user: string; key: string; scope: string }]>(
      'DELETE FROM misc_idempotency WHERE user_id = @user AND scope = @scope AND key = @key',
    ),
    save: db.prepare<[string, string, string, string, number, string, string]>(
      `INSERT INTO misc_idempotency (user_id, scope, key, request_hash, status_code, response_json, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
  }));

  return {
    /** What `key` means for a request with `fingerprint` at `now`. Call inside the write transaction. */
    lookup(user: string, key: string, fingerprint: string, now: Date): KeyLookup {
      const { find, remove } = statements();
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
      statements().save.run(
        user,
        scope,
        key,
        fingerprint,
        answer.status,
        JSON.stringify(answer.body),
        now.toISOString(),
      );
    },
  };
}

/** `make`'s value, computed on the first call only. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => (value ??= { made: make() }).made;
}

/** A request the handler refuses: answered with `sendApiError`, and never remembered. */
export type Refusal = { status: number; code: string; message: string | Said };

/** What {@link runOnce} did: the answer to send, and whether it replays an earlier one. */
export type Outcome = { answer: StoredAnswer; replayed: boolean } | Refusal;

/**
 * The optional `Idempotency-Key` of a request: the key, `undefined` when there is none, or null
 * after answering 400 for a malformed one.
 */
export function idempotencyKeyOf(request: FastifyRequest, reply: FastifyReply): string | undefined | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header === 'string' && isValidIdempotencyKey(header)) return header;
  void sendApiError(reply, 400, 'INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key: 1–255 printable characters');
  return null;
}

/**
 * The `Idempotency-Key` of a request that moves money, where one is required: the key, or null
 * after answering 400 (none given, or malformed). `what` names the request in the message.
 */
export function requiredIdempotencyKeyOf(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
): string | null {
  const key = idempotencyKeyOf(request, reply);
  if (key !== undefined) return key;
  void sendApiError(reply, 400, 'IDEMPOTENCY_KEY_REQUIRED', `${what} needs an Idempotency-Key header`);
  return null;
}

/**
 * Runs `act` at most once per user, scope and key, in one SQLite transaction with the key check,
 * so a retry, a double tap or fifty concurrent duplicates cannot interleave: the first request
 * acts, the others replay its answer, and the same key with another body is refused with 422.
 * Without a key, `act` simply runs (the endpoint decides whether a key is required).
 */
export function runOnce(
  db: Db,
  store: ReturnType<typeof idempotencyStore>,
  call: { user: string; key: string | undefined; body: Record<string, unknown>; now: Date },
  act: () => StoredAnswer | Refusal,
): Outcome {
  const fingerprint = requestFingerprint(call.body);
  return db.transaction((): Outcome => {
    if (call.key !== undefined) {
      const known = store.lookup(call.user, call.key, fingerprint, call.now);
      if (known.kind === 'replay') return { answer: known.answer, replayed: true };
      if (known.kind === 'conflict') {
        return {
          status: 422,
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: KEY_REUSED,
        };
      }
    }
    const answer = act();
    if ('code' in answer) return answer;
    if (call.key !== undefined) store.remember(call.user, call.key, fingerprint, answer, call.now);
    return { answer, replayed: false };
  })();
}

/** Sends an {@link Outcome}; a replay is marked with the `idempotent-replayed: true` header. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if ('code' in outcome) return sendApiError(reply, outcome.status, outcome.code, outcome.message);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}
