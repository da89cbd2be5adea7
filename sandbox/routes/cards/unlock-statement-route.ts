import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { unlockStatementErrorSchema, unlockStatementSchema } from '@/api/schemas/credit-cards';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { istDayOf } from '@/domain/dates/ist';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { type Said, say } from '../../http/language';
import { parseInput } from '../news/request-input';
import { PAYMENT_TEXT } from './card-payment-texts';
import type { StatementRow } from './card-queries';
import { statementView } from './card-views';

/** Wrong passwords allowed per statement before it locks for {@link LOCKOUT_MS}. */
const UNLOCK_MAX_ATTEMPTS = 5;
/** How long a statement stays locked after the last allowed wrong password. */
const LOCKOUT_MS = 30 * 60_000;

const bodySchema = z.object({
  statement_id: z.string().min(1).max(128),
  password: z.string().min(1).max(128),
});

type SecretRow = StatementRow & { statement_password: string };
type AttemptRow = { failures: number; locked_until: string | null };

/** Compares without leaking, through timing, how much of the password matched. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function sendAttemptError(reply: FastifyReply, status: number, code: string, said: Said, left: number) {
  const message = say(reply.request, said);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(unlockStatementErrorSchema.parse({ error: { code, message, attempts_left: left } }));
}

/**
 * `POST /cc-service/unlock-statement` `{ statement_id, password }` (docs/product.md#other-services): unlocks
 * a card statement whose password matches. Five wrong passwords lock the statement for 30 minutes (429
 * with Retry-After). The password is never echoed, stored elsewhere or logged.
 */
export function registerUnlockStatementRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const findStatement = ctx.db.prepare<[{ user: string; statement: string }], SecretRow>(
    `SELECT s.id, s.card_id, s.period_start, s.period_end, s.due_date, s.total_due_paise, s.min_due_paise,
            s.paid_paise, s.locked, s.statement_password
     FROM card_statements s JOIN credit_cards c ON c.id = s.card_id JOIN fi_accounts a ON a.id = c.account_id
     WHERE s.id = @statement AND c.user_id = @user AND a.user_id = @user AND a.linked = 1`,
  );
  const readAttempts = ctx.db.prepare<[string], AttemptRow>(
    'SELECT failures, locked_until FROM misc_unlock_attempts WHERE statement_id = ?',
  );
  const writeAttempts = ctx.db.prepare<[string, number, string | null]>(
    `INSERT INTO misc_unlock_attempts (statement_id, failures, locked_until) VALUES (?, ?, ?)
     ON CONFLICT(statement_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
  );
  const clearAttempts = ctx.db.prepare<[string]>('DELETE FROM misc_unlock_attempts WHERE statement_id = ?');
  const unlock = ctx.db.prepare<[string]>('UPDATE card_statements SET locked = 0 WHERE id = ?');

  app.post(`${SERVICE_ROOTS.creditCard}/unlock-statement`, function unlockStatement(request, reply) {
    const persona = personaOf(request);
    const body = parseInput(bodySchema, request.body, reply);
    if (body === null) return reply;
    const row = findStatement.get({ user: persona.user.id, statement: body.statement_id });
    if (row === undefined) return sendApiError(reply, 404, 'NOT_FOUND', PAYMENT_TEXT.noSuchStatement);

    const now = ctx.now();
    const attempts = readAttempts.get(row.id);
    const lockedUntil = attempts?.locked_until == null ? null : Date.parse(attempts.locked_until);
    if (lockedUntil !== null && lockedUntil > now.getTime()) {
      reply.header('retry-after', String(Math.ceil((lockedUntil - now.getTime()) / 1000)));
      return sendAttemptError(reply, 429, 'TOO_MANY_ATTEMPTS', PAYMENT_TEXT.tooManyPasswords, 0);
    }
    // A lockout that has run out starts the count afresh.
    const failures = lockedUntil === null ? (attempts?.failures ?? 0) : 0;

    if (samePassword(body.password, row.statement_password)) {
      ctx.db.transaction(() => {
        unlock.run(row.id);
        clearAttempts.run(row.id);
      })();
      const { statement_password: _secret, ...statement } = row;
      return reply.send(
        unlockStatementSchema.parse({
          card_id: row.card_id,
          statement: statementView({ ...statement, locked: 0 }, istDayOf(now)),
        }),
      );
    }
    const failed = failures + 1;
    const left = Math.max(0, UNLOCK_MAX_ATTEMPTS - failed);
    writeAttempts.run(row.id, failed, left === 0 ? new Date(now.getTime() + LOCKOUT_MS).toISOString() : null);
    return sendAttemptError(reply, 400, 'WRONG_PASSWORD', PAYMENT_TEXT.wrongStatementPassword, left);
  });
}
