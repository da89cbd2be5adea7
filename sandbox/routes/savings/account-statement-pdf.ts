import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SERVICE_ROOTS } from '@/config/service-roots';

import { answerBusy } from '../../files/file-refusals';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { buildAccountStatement } from './account-statement';
import type { SavingsEnv } from './scope';
import { statementFileName } from './statement-file-name';

/** The path of the PDF statement, beside the JSON one it is drawn from. */
const STATEMENT_PDF_PATH = '/get-account-statement-pdf';

/**
 * GET `/get-account-statement-pdf?account_id=&from=&to=`: the same statement as
 * `/get-account-statement` (same checks: the caller's own account or 404, at most 12 months), as a
 * PDF to download. Private and never stored, like every API answer.
 */
export function registerStatementPdfRoute(app: FastifyInstance, env: SavingsEnv): void {
  app.get(
    `${SERVICE_ROOTS.aggregator}${STATEMENT_PDF_PATH}`,
    async function statementPdfRoute(request: FastifyRequest, reply: FastifyReply) {
      const persona = personaOf(request);
      const statement = buildAccountStatement(env, persona.user.id, request.query);
      // Drawn in a file worker, so the request loop stays free while pdfkit lays out pages.
      const outcome = await env.ctx.files.run({
        kind: 'statement-pdf',
        statement,
        createdAt: env.ctx.now().toISOString(),
      });
      if (outcome.status === 'busy') return answerBusy(reply);
      if (outcome.status !== 'done' || !outcome.result.ok || !('bytes' in outcome.result)) {
        return sendApiError(
          reply,
          422,
          'STATEMENT_TOO_LARGE',
          'This statement is too large to draw as a PDF; choose a shorter period',
        );
      }
      const bytes = Buffer.from(outcome.result.bytes);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(statement)}"`)
        .send(bytes);
    },
  );
}
