import type { FastifyInstance } from 'fastify';

import { userBasicSchema } from '@/api/schemas/user';

import { sendApiError } from '../http/api-errors';
import { personaForAuthorization } from '../personas';

/** The provider's path, with and without its trailing slash (clients send both). */
const USER_BASIC_PATHS = ['/ind-investment/api/v4/user/basic/', '/ind-investment/api/v4/user/basic'] as const;

/**
 * `GET /ind-investment/api/v4/user/basic/`: the customer the bearer token belongs to, or 401.
 * The answer goes through `userBasicSchema.parse` so the sandbox can never drift from the
 * contract the client validates against (a drift is a sandbox bug and fails loudly).
 */
export function registerUserBasicRoute(app: FastifyInstance): void {
  for (const url of USER_BASIC_PATHS) {
    app.get(url, async function userBasic(request, reply) {
      const persona = personaForAuthorization(request.headers.authorization);
      if (persona === null) {
        return sendApiError(reply, 401, 'UNAUTHORIZED', 'Missing or invalid bearer token');
      }
      return reply.send(userBasicSchema.parse(persona.user));
    });
  }
}
