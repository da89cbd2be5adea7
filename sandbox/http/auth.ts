import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { personaForAuthorization, type Persona } from '../personas';
import { sendApiError } from './api-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page of the personal scope a browser opens on its own (no bearer token): see PUBLIC_ROUTE. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller, set by {@link requirePersona} on every route of the personal scope. */
    persona: Persona | null;
  }
}

/** Gives every request its `persona` slot (null until {@link requirePersona} fills it). */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('persona', null);
}

/**
 * Route options for a page registered inside the personal scope that a browser opens without the
 * app's token (the payment gateway stand-in): the hook lets it through, and it must not read a
 * persona.
 */
export const PUBLIC_ROUTE = { config: { public: true } };

function answerUnauthorized(reply: FastifyReply): FastifyReply {
  void sendApiError(reply, 401, 'UNAUTHORIZED', 'Missing or invalid bearer token');
  return reply;
}

/**
 * The one authentication step: a `preHandler` hook on the personal scope (sandbox/server.ts). It
 * reads `Authorization: Bearer <token>` and stores the persona on the request, or answers 401 so
 * the route never runs. Every personal query filters by `persona.user.id`, so one user never reads
 * another's rows.
 */
export async function requirePersona(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.routeOptions.config.public === true) return undefined;
  request.persona = personaForAuthorization(request.headers.authorization);
  // An async hook that answered returns the reply: Fastify then skips the route.
  return request.persona === null ? answerUnauthorized(reply) : undefined;
}

/** The caller of a route in the personal scope (the hook already answered 401 to anyone else). */
export function personaOf(request: FastifyRequest): Persona {
  if (request.persona === null) {
    // A programming error, not bad input: the route was registered outside the personal scope.
    throw new Error(`${request.method} ${request.url} needs the personal scope's preHandler`);
  }
  return request.persona;
}

/**
 * The caller's persona, or null after answering 401: for a route outside the personal scope that
 * authenticates only sometimes (the telemetry collectors). Inside the scope it returns the persona
 * the hook already set, so a route written the old way (`authenticate(request, reply)`, then
 * `if (persona === null) return reply`) keeps working; convert it to `personaOf(request)`.
 */
export function authenticate(request: FastifyRequest, reply: FastifyReply): Persona | null {
  if (request.persona !== null) return request.persona;
  const persona = personaForAuthorization(request.headers.authorization);
  if (persona === null) {
    answerUnauthorized(reply);
    return null;
  }
  return persona;
}
