import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { sanitizeUrl } from '@/domain/url/sanitize-query';

import { CSP_REPORT_PATH } from '../http/security-headers';

/** One violation as the sink keeps it: URLs without any token parameter. */
type CspViolation = {
  receivedAt: string;
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile: string | null;
  disposition: string;
};

const MAX_KEPT = 500;

// `report-uri` bodies (`application/csp-report`); `report-to` bodies (`application/reports+json`,
// an array of `{type:'csp-violation', body}`) are accepted too, should a browser send them.
const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': z.string().max(4000).catch(''),
    'violated-directive': z.string().max(400).optional(),
    'effective-directive': z.string().max(400).optional(),
    'blocked-uri': z.string().max(4000).catch(''),
    'source-file': z.string().max(4000).optional(),
    disposition: z.string().max(40).catch('enforce'),
  }),
});
const reportingApiSchema = z
  .array(
    z.object({
      type: z.string(),
      body: z.object({
        documentURL: z.string().max(4000).catch(''),
        effectiveDirective: z.string().max(400).catch(''),
        blockedURL: z.string().max(4000).optional(),
        sourceFile: z.string().max(4000).optional(),
        disposition: z.string().max(40).catch('enforce'),
      }),
    }),
  )
  .max(100);

/** Report bodies carry page URLs, which may hold a token: every URL is stored sanitised. */
function clean(url: string | undefined): string {
  return url === undefined ? '' : sanitizeUrl(url);
}

function violationsOf(body: unknown, receivedAt: string): CspViolation[] | null {
  const legacy = legacyReportSchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        receivedAt,
        documentUri: clean(report['document-uri']),
        directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
        blockedUri: clean(report['blocked-uri']),
        sourceFile: report['source-file'] === undefined ? null : clean(report['source-file']),
        disposition: report.disposition,
      },
    ];
  }
  const batch = reportingApiSchema.safeParse(body);
  if (!batch.success) return null;
  return batch.data
    .filter((report) => report.type === 'csp-violation')
    .map(({ body: report }) => ({
      receivedAt,
      documentUri: clean(report.documentURL),
      directive: report.effectiveDirective,
      blockedUri: clean(report.blockedURL),
      sourceFile: report.sourceFile === undefined ? null : clean(report.sourceFile),
      disposition: report.disposition,
    }));
}

/**
 * The CSP violation collector of the telemetry sink: `POST` (what browsers send to the policy's
 * `report-uri`; 204, or 400 for a body that is no report), `GET` (what arrived, for tests and
 * developers: `{ violations, count }`) and `DELETE` (forget them). Kept in memory, newest last,
 * at most 500.
 */
export function registerCspReportRoutes(app: FastifyInstance, now: () => Date): void {
  const violations: CspViolation[] = [];
  void app.register((scope, _options, done) => {
    // Browsers label the body with their own media types; both are JSON.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, parsed) => {
        try {
          parsed(null, JSON.parse(String(body)) as unknown);
        } catch {
          parsed(null, null);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, function collectCspReport(request, reply) {
      const received = violationsOf(request.body, now().toISOString());
      if (received === null) {
        return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: 'Not a CSP report' } });
      }
      violations.push(...received);
      violations.splice(0, Math.max(0, violations.length - MAX_KEPT));
      return reply.code(204).send();
    });
    scope.get(CSP_REPORT_PATH, function listCspReports(_request, reply) {
      return reply.send({ violations, count: violations.length });
    });
    scope.delete(CSP_REPORT_PATH, function forgetCspReports(_request, reply) {
      violations.length = 0;
      return reply.code(204).send();
    });
    done();
  });
}
