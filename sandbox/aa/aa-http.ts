import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

import type { AaErrorBody } from '@/api/schemas/aggregator-onboarding';

import { personaOf } from '../http/auth';
import { type Said, say } from '../http/language';
import type { Persona } from '../personas';

/**
 * A refusal of the AA simulation with its HTTP status and machine-readable code: bad input
 * (400), an unknown or foreign id (404), an illegal consent step (409), a locked OTP (429), a
 * partner failure (502). Thrown by the flow modules, answered by {@link aaRoute}.
 */
export class AaError extends Error {
  /** What the customer reads, in both languages; a plain string for developer-only refusals. */
  readonly said: string | Said;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string | Said,
    readonly attemptsLeft?: number,
  ) {
    super(typeof message === 'string' ? message : message['en-IN']);
    this.said = message;
    this.name = 'AaError';
  }
}

/** Answers an {@link AaError} in the sandbox's JSON error shape (plus `attempts_left` for OTPs). */
export function sendAaError(reply: FastifyReply, error: AaError): FastifyReply {
  const body: AaErrorBody = {
    error: {
      code: error.code,
      message: say(reply.request, error.said),
      ...(error.attemptsLeft === undefined ? {} : { attempts_left: error.attemptsLeft }),
    },
  };
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** What a route of this module does once the caller is known; it returns the answer to send. */
export type AaHandler = (request: FastifyRequest, persona: Persona) => unknown;

/**
 * A Fastify handler (the personal scope's hook already answered 401 to strangers) that runs `handler` and sends its answer;
 * an {@link AaError} becomes its error answer, anything else goes to the global error handler.
 */
export function aaRoute(handler: AaHandler): RouteHandlerMethod {
  return async function aaHandler(request, reply) {
    const persona = personaOf(request);
    try {
      const answer: unknown = await handler(request, persona);
      return await reply.send(answer);
    } catch (error) {
      if (error instanceof AaError) return sendAaError(reply, error);
      throw error;
    }
  };
}

/** What every parse error exposes (classic zod and zod/mini alike). */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** One line naming each failed field, like `describeZodError`, for either flavour of zod. */
function describeIssues(error: Issues, root: string): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : root}: ${issue.message}`)
    .join('; ');
}

/** Something with a zod-style safeParse (classic or mini). */
type SafeParser<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Issues };
};

/** The parsed query, or a 400 naming the failed field. */
export function parseQuery<T>(schema: SafeParser<T>, request: FastifyRequest): T {
  const result = schema.safeParse(request.query);
  if (!result.success) throw new AaError(400, 'BAD_REQUEST', describeIssues(result.error, 'query'));
  return result.data;
}

/** The parsed JSON body, or a 400 naming the failed field. */
export function parseBody<T>(schema: SafeParser<T>, request: FastifyRequest): T {
  const result = schema.safeParse(request.body ?? {});
  if (!result.success) throw new AaError(400, 'BAD_REQUEST', describeIssues(result.error, 'body'));
  return result.data;
}
