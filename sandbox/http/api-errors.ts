import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ApiErrorBody } from '@/api/schemas/errors';

import { type Said, say } from './language';

// Codes by HTTP status, so Fastify's own errors (bad JSON, body too large, unsupported media
// type…) come out in the same `{ error: { code, message } }` shape as ours.
const CODE_BY_STATUS: ReadonlyMap<number, string> = new Map([
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHORIZED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [405, 'METHOD_NOT_ALLOWED'],
  [406, 'NOT_ACCEPTABLE'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [416, 'RANGE_NOT_SATISFIABLE'],
  [429, 'TOO_MANY_REQUESTS'],
]);

/**
 * Answers `status` with the sandbox's JSON error body. It sets its own no-store and nosniff
 * because answers to pre-routing errors (a malformed URL) skip the onSend hooks. A message the app
 * shows to the customer is a {@link Said}, written in the request's language; the code stays English.
 */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string | Said,
): FastifyReply {
  const body: ApiErrorBody = { error: { code, message: say(reply.request, message) } };
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * What {@link describeZodError} reads: the issues of a classic `ZodError` and of a `zod/mini`
 * (`$ZodError`) alike, so schemas shared with the client (`src/api/schemas`, zod/mini) and the
 * sandbox's own (full zod) report their failures the same way.
 */
export type ZodIssueList = {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
};

/** One line naming each failed field, for a 400 message. */
export function describeZodError(error: ZodIssueList): string {
  return error.issues
    .map((issue) => {
      // String(): a path may hold symbols, which `join` cannot convert.
      const path = issue.path.map((part) => String(part)).join('.');
      return `${path === '' ? 'body' : path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Answers any error in the JSON error shape. Client errors keep their status and message;
 * anything else is a sandbox bug, logged and answered 500 without details.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS.get(status) ?? `HTTP_${status}`;
    return sendApiError(reply, status, code, error.message);
  }
  request.log.error({ err: error }, 'sandbox error');
  return sendApiError(reply, 500, 'INTERNAL_ERROR', 'The sandbox failed to answer this request');
}

/** Routes every thrown error (ours, zod's, Fastify's body parsing) through {@link answerError}. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function handleError(error: FastifyError, request, reply) {
    return answerError(error, request, reply);
  });
}

/** An error that the error handler answers with `status` and `message` (for parsers and hooks). */
export function clientError(status: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: status });
}
