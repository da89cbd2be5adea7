import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  type FundCasImport,
  fundCasImportSchema,
  fundCasUploadPayloadSchema,
} from '@/api/schemas/mutual-funds-import';
import { istDayOf } from '@/domain/dates/ist';
import { FUND_CAS_ERROR_CODES } from '@/domain/mutual-funds/cas-import';

import type { SandboxContext } from '../../context';
import { answerBusy } from '../../files/file-refusals';
import {
  STATEMENT_BODY_LIMIT,
  STATEMENT_PASSWORD_ATTEMPTS,
  STATEMENT_PASSWORD_WINDOW_MS,
  statementBytes,
} from '../../files/statement-upload';
import { sendApiError } from '../../http/api-errors';
import { answerTooMany, attemptLimiter } from '../../http/attempt-limit';
import { personaOf } from '../../http/auth';
import type { Said } from '../../http/language';
import { parseOr400 } from '../equity/equity-request';
import { digest } from '../equity/import-holdings';
import { sampleFundStatement } from './fund-cas-sample';
import { readFundCas } from './fund-cas-statement';
import { createFundCasStore } from './fund-cas-store';
import { FUND_CAS_TEXT } from './fund-cas-texts';
import { FUNDS } from './mutual-funds-deps';

function refuse(reply: FastifyReply, code: string, message: Said): FastifyReply {
  return sendApiError(reply, 422, code, message);
}

/**
 * A mutual-fund CAS brought in by hand (docs/mutual-funds.md#a-mutual-fund-cas):
 * `POST /tracking-service/mutual-funds/cas-import` (the PDF read with pdf.js in a file worker), and
 * the sandbox's own helpers to try it with: the caller's sample statement and a reset.
 */
export function registerFundCasRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const store = createFundCasStore(ctx.db);
  const userRow = ctx.db.prepare<[string], { pan: string | null }>('SELECT pan FROM users WHERE id = ?');
  const navOn = ctx.db.prepare<[string, string], { day: string; nav_hundredth_paise: number }>(
    `SELECT day, nav_hundredth_paise FROM mf_nav_history
     WHERE isin = ? AND day <= ? AND strftime('%w', day) NOT IN ('0', '6') ORDER BY day DESC LIMIT 1`,
  );
  // Wrong passwords per customer and file: a PAN is ten characters of a known shape, so unlimited
  // guesses at one statement would open it.
  const passwords = attemptLimiter(ctx.db, {
    scope: 'fund-cas-password',
    max: STATEMENT_PASSWORD_ATTEMPTS,
    windowMs: STATEMENT_PASSWORD_WINDOW_MS,
  });

  app.post(
    `${FUNDS}/cas-import`,
    { bodyLimit: STATEMENT_BODY_LIMIT },
    async function fundCasImport(request, reply) {
      const user = personaOf(request).user;
      const body = parseOr400(fundCasUploadPayloadSchema, request.body, reply, 'body');
      if (body === null) return reply;
      const bytes = statementBytes(reply, body.file_base64, {
        tooLarge: FUND_CAS_TEXT.tooLarge,
        notPdf: FUND_CAS_TEXT.notPdf,
      });
      if (bytes === null) return reply;
      const guesses = `${user.id}:${digest(body.file_base64)}`;
      const wait = passwords.retryAfterS(guesses, ctx.now());
      if (wait > 0) {
        return answerTooMany(
          reply,
          FUND_CAS_ERROR_CODES.tooManyPasswords,
          FUND_CAS_TEXT.tooManyPasswords,
          wait,
        );
      }
      // Read in a file worker: a hostile PDF costs that worker its time or memory budget, never the loop.
      const statement = await readFundCas(ctx.files, bytes, body.password);
      if (statement === 'busy') return answerBusy(reply);
      if (statement === 'wrong-password') {
        passwords.record(guesses, ctx.now());
        return refuse(reply, FUND_CAS_ERROR_CODES.wrongPassword, FUND_CAS_TEXT.wrongPassword);
      }
      if (statement === 'over-time')
        return refuse(reply, FUND_CAS_ERROR_CODES.tooComplex, FUND_CAS_TEXT.tooComplex);
      if (statement === 'over-memory') {
        return refuse(reply, FUND_CAS_ERROR_CODES.tooBigUnpacked, FUND_CAS_TEXT.tooBigUnpacked);
      }
      if (statement === 'unreadable')
        return refuse(reply, FUND_CAS_ERROR_CODES.unreadable, FUND_CAS_TEXT.unreadable);
      if (statement === 'not-a-cas')
        return refuse(reply, FUND_CAS_ERROR_CODES.notACas, FUND_CAS_TEXT.notACas);
      // The statement must be the customer's and possible before anything is written.
      const problem = store.refusal(statement, {
        pan: userRow.get(user.id)?.pan ?? null,
        today: istDayOf(ctx.now()),
      });
      if (problem !== null) return refuse(reply, problem.code, problem.message);
      const written = store.write(user.id, statement);
      const answer: FundCasImport = {
        registrar: statement.registrar,
        statement_date: statement.statementDate,
        folios_count: written.foliosCount,
        transactions_added: written.added,
        already_imported: written.added === 0,
      };
      return reply.code(written.added === 0 ? 200 : 201).send(fundCasImportSchema.parse(answer));
    },
  );

  // The sandbox's own reset (outside the provider's contract): forget the caller's folios brought
  // in by a CAS, so an end-to-end test leaves the shared sandbox as it found it.
  app.delete('/sandbox/fund-imports', function forgetFundImports(request, reply) {
    return reply.send({ removed: store.forget(personaOf(request).user.id) });
  });

  // The sandbox's own helper (outside the provider's contract): the caller's sample mutual-fund
  // CAS, encrypted with their PAN as the demat sample is, to try the import with (docs/sandbox.md).
  app.get('/sandbox/samples/fund-cas.pdf', async function sampleFundCas(request, reply) {
    const user = personaOf(request).user;
    const pan = userRow.get(user.id)?.pan;
    if (pan === null || pan === undefined) {
      return sendApiError(reply, 404, 'NOT_FOUND', 'This customer has no PAN, so no statement');
    }
    const statement = sampleFundStatement(
      { id: user.id, name: user.name, pan },
      istDayOf(ctx.now()),
      (isin, day) => navOn.get(isin, day) ?? null,
    );
    const outcome = await ctx.files.run({ kind: 'sample-fund-cas', statement, password: pan });
    if (outcome.status === 'busy') return answerBusy(reply);
    if (outcome.status !== 'done' || !outcome.result.ok || !('bytes' in outcome.result)) {
      throw new Error('the sample statement could not be drawn');
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="fund-cas.pdf"')
      .send(Buffer.from(outcome.result.bytes));
  });
}
