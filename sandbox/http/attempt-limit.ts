import type { FastifyReply } from 'fastify';

import { type Db, migrate, type Migration } from '../db/database';
import { say, type Said } from './language';

/**
 * How often something may be tried: at most `max` attempts per subject in a sliding window. The
 * attempts are rows of `attempts` (namespace `attempts`), so a limit outlives a restart of the
 * sandbox, as a real provider's would.
 */
export type AttemptLimit = { scope: string; max: number; windowMs: number };

export type AttemptLimiter = {
  /** Seconds until one more attempt is allowed, or 0 when it is allowed now. */
  retryAfterS(subject: string, now: Date): number;
  record(subject: string, now: Date): void;
};

const ATTEMPT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'limited attempts',
    sql: `
CREATE TABLE attempts (scope TEXT NOT NULL, subject TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX attempts_subject ON attempts(scope, subject, at);
`,
  },
];

export function attemptLimiter(db: Db, limit: AttemptLimit): AttemptLimiter {
  // Whichever route family registers first creates the table; the others find it there.
  migrate(db, 'attempts', ATTEMPT_MIGRATIONS);
  const recent = db.prepare<[string, string, string], { at: string }>(
    'SELECT at FROM attempts WHERE scope = ? AND subject = ? AND at > ? ORDER BY at',
  );
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO attempts (scope, subject, at) VALUES (?, ?, ?)',
  );
  return {
    retryAfterS(subject, now) {
      const since = new Date(now.getTime() - limit.windowMs).toISOString();
      const rows = recent.all(limit.scope, subject, since);
      if (rows.length < limit.max) return 0;
      // The window frees a place when its oldest counted attempt leaves it.
      const oldest = rows[rows.length - limit.max]?.at ?? now.toISOString();
      return Math.max(1, Math.ceil((Date.parse(oldest) + limit.windowMs - now.getTime()) / 1000));
    },
    record(subject, now) {
      insert.run(limit.scope, subject, now.toISOString());
    },
  };
}

/**
 * 429 with `Retry-After` (seconds) and the same figure in the body, `retry_after_s`, which the app
 * turns into "Try again in 2 minutes" (src/domain/text/retry-after.ts).
 */
export function answerTooMany(
  reply: FastifyReply,
  code: string,
  message: Said,
  retryAfterS: number,
): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterS))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: { code, message: say(reply.request, message), retry_after_s: retryAfterS } });
}
