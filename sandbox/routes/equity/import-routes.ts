import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';

import {
  type BrokerImport,
  brokerImportSchema,
  casUploadPayloadSchema,
  manualBrokerPayloadSchema,
} from '@/api/schemas/stocks-widget-import';
import { istDayOf } from '@/domain/dates/ist';
import { IMPORT_ERROR_CODES, MANUAL_BROKERS } from '@/domain/portfolio/broker-import';

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
import { idempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../http/idempotency';
import { fill, type Said } from '../../http/language';
import { isBlankName } from '../../http/write-guards';
import { type CasRefusal, casRefusal, olderThanImported } from './cas-checks';
import { readCas } from './cas-statement';
import { type EquityDeps, STOCKS } from './equity-deps';
import { parseOr400 } from './equity-request';
import { EQUITY_TEXT, EQUITY_TEXT_WITH } from './equity-texts';
import {
  BROKER_DP_IDS,
  brokerLoginHoldings,
  casHoldings,
  DEPOSITORY_FIP,
  digest,
  maskedFromClient,
  SANDBOX_BROKER_PASSWORD,
  sampleStatement,
} from './import-holdings';
import type { ImportStore, StoredImport } from './import-store';

const sampleQuery = z.object({ depository: z._default(z.enum(['CDSL', 'NSDL']), 'NSDL') });

function answerOf(stored: StoredImport, alreadyImported: boolean): BrokerImport {
  return brokerImportSchema.parse({
    account_id: stored.id,
    broker_name: stored.broker_name,
    depository: stored.depository,
    client_id: stored.client_id,
    source: stored.source,
    holdings_count: stored.holdings_count,
    statement_date: stored.statement_date,
    already_imported: alreadyImported,
  });
}

/** What the upload's transaction did: stored (or found) the statement, or refused it. */
type CasWrite = { stored: StoredImport; again: boolean } | { refused: CasRefusal };

function refuse(reply: FastifyReply, code: string, message: Said): FastifyReply {
  return sendApiError(reply, 422, code, message);
}

/**
 * Brokers without the account aggregator: `POST manual-broker` (broker login, simulated),
 * `POST cas-upload` (a CAS PDF read with pdf.js) and the sample statement to try it with.
 */
export function registerImportRoutes(app: FastifyInstance, deps: EquityDeps, imports: ImportStore): void {
  const loginKeys = idempotencyStore(deps.db, 'equity-manual-broker');
  const pan = deps.db.prepare<[string], { pan: string | null }>('SELECT pan FROM users WHERE id = ?');
  // Wrong passwords per customer and file: a PAN is ten characters of a known shape, so unlimited
  // guesses at one statement would open it.
  const casPasswords = attemptLimiter(deps.db, {
    scope: 'cas-password',
    max: STATEMENT_PASSWORD_ATTEMPTS,
    windowMs: STATEMENT_PASSWORD_WINDOW_MS,
  });

  app.post(`${STOCKS}/manual-broker`, function manualBroker(request, reply) {
    const user = personaOf(request).user;
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const body = parseOr400(manualBrokerPayloadSchema, request.body, reply, 'body');
    if (body === null) return reply;
    const broker = MANUAL_BROKERS.find((b) => b.id === body.broker) ?? MANUAL_BROKERS[0];
    const clientId = body.client_id.toUpperCase();
    const dpId = BROKER_DP_IDS[broker.id];
    const outcome = runOnce(
      deps.db,
      loginKeys,
      // The password is part of the request but never stored: fingerprint its hash.
      {
        user: user.id,
        key,
        body: { ...body, password: digest(body.password), client_id: clientId },
        now: deps.now(),
      },
      () => {
        if (body.password !== SANDBOX_BROKER_PASSWORD) {
          return {
            status: 422,
            code: IMPORT_ERROR_CODES.wrongBrokerPassword,
            message: fill(EQUITY_TEXT_WITH.wrongBrokerLogin, { broker: broker.name }),
          };
        }
        if (imports.byAccount(user.id, broker.depository, dpId, clientId) !== null) {
          return {
            status: 409,
            code: IMPORT_ERROR_CODES.alreadyConnected,
            message: fill(EQUITY_TEXT_WITH.alreadyConnected, { broker: broker.name, clientId }),
          };
        }
        const id = `mbk-${digest(user.id, broker.id, clientId).slice(0, 16)}`;
        imports.add(
          {
            id,
            userId: user.id,
            source: 'BROKER_LOGIN',
            brokerName: broker.name,
            depository: broker.depository,
            clientId,
            dpId,
            maskedAccNumber: maskedFromClient(clientId),
            holderName: user.name,
            fipId: DEPOSITORY_FIP[broker.depository],
            statementDate: null,
            fileSha256: null,
            importedAt: deps.now().toISOString(),
            holdings: brokerLoginHoldings(broker.id, clientId),
          },
          null,
        );
        const stored = imports.byAccount(user.id, broker.depository, dpId, clientId);
        if (stored === null) throw new Error('an added broker must be found');
        return { status: 201, body: answerOf(stored, false) };
      },
    );
    return sendOutcome(reply, outcome);
  });

  app.post(
    `${STOCKS}/cas-upload`,
    { bodyLimit: STATEMENT_BODY_LIMIT },
    async function casUpload(request, reply) {
      const user = personaOf(request).user;
      const body = parseOr400(casUploadPayloadSchema, request.body, reply, 'body');
      if (body === null) return reply;
      const bytes = statementBytes(reply, body.file_base64, {
        tooLarge: EQUITY_TEXT.casTooLarge,
        notPdf: EQUITY_TEXT.notPdf,
      });
      if (bytes === null) return reply;
      // The file's hash is the idempotency key: the same statement sent twice imports once.
      const sha256 = digest(bytes.toString('base64'));
      const before = imports.byFileHash(user.id, sha256);
      if (before !== null) return reply.code(200).send(answerOf(before, true));

      const guesses = `${user.id}:${sha256}`;
      const wait = casPasswords.retryAfterS(guesses, deps.now());
      if (wait > 0)
        return answerTooMany(
          reply,
          IMPORT_ERROR_CODES.tooManyCasPasswords,
          EQUITY_TEXT.tooManyCasPasswords,
          wait,
        );
      // Read in a file worker: a hostile PDF costs that worker its time or memory budget, never the loop.
      const statement = await readCas(deps.files, bytes, body.password);
      if (statement === 'busy') return answerBusy(reply);
      if (statement === 'wrong-password') casPasswords.record(guesses, deps.now());
      if (statement === 'over-time') {
        return refuse(reply, IMPORT_ERROR_CODES.casTooComplex, EQUITY_TEXT.casTooComplex);
      }
      if (statement === 'over-memory') {
        return refuse(reply, IMPORT_ERROR_CODES.casTooBigUnpacked, EQUITY_TEXT.casTooBigUnpacked);
      }
      if (statement === 'wrong-password') {
        return refuse(reply, IMPORT_ERROR_CODES.wrongCasPassword, EQUITY_TEXT.wrongCasPassword);
      }
      if (statement === 'unreadable')
        return refuse(reply, IMPORT_ERROR_CODES.corruptCas, EQUITY_TEXT.unreadablePdf);
      if (statement === 'not-a-cas') {
        return refuse(reply, IMPORT_ERROR_CODES.notACas, EQUITY_TEXT.notACas);
      }
      if (statement.depository !== body.depository) {
        return refuse(
          reply,
          IMPORT_ERROR_CODES.depositoryMismatch,
          fill(EQUITY_TEXT_WITH.depositoryMismatch, { found: statement.depository, chosen: body.depository }),
        );
      }
      // The statement must be the customer's and possible before anything is written.
      const problem = casRefusal(statement, {
        pan: pan.get(user.id)?.pan ?? null,
        today: istDayOf(deps.now()),
      });
      if (problem !== null) return sendApiError(reply, problem.status, problem.code, problem.message);
      // Checked again after the await: a concurrent upload of the same file may have finished.
      const outcome = deps.db.transaction((): CasWrite => {
        const raced = imports.byFileHash(user.id, sha256);
        if (raced !== null) return { stored: raced, again: true };
        const earlier = imports.byAccount(user.id, statement.depository, statement.dpId, statement.clientId);
        // In the transaction: of two statements racing, the older never lands after the newer.
        const older = olderThanImported(statement.statementDate, earlier?.statement_date ?? null);
        if (older !== null) return { refused: older };
        const id =
          earlier?.id ??
          `cas-${digest(user.id, statement.depository, statement.dpId, statement.clientId).slice(0, 16)}`;
        imports.add(
          {
            id,
            userId: user.id,
            source: 'CAS',
            brokerName: `${statement.depository} CAS statement`,
            depository: statement.depository,
            clientId: statement.clientId,
            dpId: statement.dpId,
            maskedAccNumber: maskedFromClient(statement.clientId),
            holderName: isBlankName(statement.holderName) ? user.name : statement.holderName,
            fipId: DEPOSITORY_FIP[statement.depository],
            statementDate: statement.statementDate,
            fileSha256: sha256,
            importedAt: deps.now().toISOString(),
            holdings: casHoldings(statement.holdings),
          },
          earlier?.id ?? null,
        );
        const added = imports.byFileHash(user.id, sha256);
        if (added === null) throw new Error('an added statement must be found');
        return { stored: added, again: false };
      })();
      if ('refused' in outcome) {
        const { status, code, message } = outcome.refused;
        return sendApiError(reply, status, code, message);
      }
      return reply.code(outcome.again ? 200 : 201).send(answerOf(outcome.stored, outcome.again));
    },
  );

  // The sandbox's own reset (outside the provider's contract): forget the caller's imported brokers,
  // so an end-to-end test leaves the shared sandbox as it found it.
  app.delete('/sandbox/imports', function forgetImports(request, reply) {
    const user = personaOf(request).user;
    return reply.send({ removed: imports.removeAll(user.id) });
  });

  // The sandbox's own helper (outside the provider's contract): the caller's sample CAS, encrypted
  // with their PAN, to try the upload with (docs/sandbox.md).
  app.get('/sandbox/samples/cas.pdf', async function sampleCas(request, reply) {
    const user = personaOf(request).user;
    const query = parseOr400(sampleQuery, request.query ?? {}, reply, 'query');
    if (query === null) return reply;
    const password = pan.get(user.id)?.pan;
    if (password === null || password === undefined) {
      return sendApiError(reply, 404, 'NOT_FOUND', 'This customer has no PAN, so no statement');
    }
    const today = istDayOf(deps.now());
    const outcome = await deps.files.run({
      kind: 'sample-cas',
      statement: sampleStatement(user.id, user.name, password, query.depository, today),
      password,
    });
    if (outcome.status === 'busy') return answerBusy(reply);
    if (outcome.status !== 'done' || !outcome.result.ok || !('bytes' in outcome.result)) {
      throw new Error('the sample statement could not be drawn');
    }
    const pdf = Buffer.from(outcome.result.bytes);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${query.depository.toLowerCase()}-cas.pdf"`)
      .send(pdf);
  });
}
