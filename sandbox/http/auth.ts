import type { FastifyReply, FastifyRequest } from 'fastify';

import { personaForAuthorization, type Persona } from '../personas';
import { sendApiError } from './api-errors';

/**
 * The caller's persona from `Authorization: Bearer <token>`, or null after answering 401. Every
 * personal query filters by `persona.user.id`, so one user never reads another's rows.
 */
export function authenticate(request: FastifyRequest, reply: FastifyReply): Persona | null {
  const persona = personaForAuthorization(request.headers.authorization);
  if (persona === null) {
    void sendApiError(reply, 401, 'UNAUTHORIZED', 'Missing or invalid bearer token');
    return null;
  }
  return persona;
}
