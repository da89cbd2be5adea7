import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { z } from 'zod';

import { describeZodError, sendApiError } from '../http/api-errors';
import { PERSONA_TOKENS, allPersonas, personaForToken } from '../personas';
import { registerFormBodyParser } from './form-body-parser';
import { renderLoginPage } from './login-page';
import { safeReturnTo, withTokenParam } from './safe-return-to';

const loginQuerySchema = z.object({ return_to: z.string().optional() });

const loginFormSchema = z.object({
  persona: z.enum(PERSONA_TOKENS),
  return_to: z.string().optional(),
});

/**
 * `GET /login?return_to=…` (the persona picker standing in for the provider's login page) and
 * `POST /login` (303 back to `return_to` with `token=<persona token>` in its query). Both pass
 * `return_to` through safeReturnTo: the page never offers, and the POST never follows, a
 * redirect off the sandbox's origin. Register with `app.register` so the form parser stays
 * scoped to these routes.
 */
export function loginRoutes(
  scope: FastifyInstance,
  _options: FastifyPluginOptions,
  done: (error?: Error) => void,
): void {
  registerFormBodyParser(scope);

  scope.get('/login', async function loginPage(request, reply) {
    const query = loginQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(query.error));
    }
    const page = renderLoginPage(allPersonas(), safeReturnTo(query.data.return_to));
    return reply.type('text/html; charset=utf-8').send(page);
  });

  scope.post('/login', async function signIn(request, reply) {
    const form = loginFormSchema.safeParse(request.body);
    if (!form.success) {
      return sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(form.error));
    }
    const persona = personaForToken(form.data.persona);
    if (persona === null) return sendApiError(reply, 400, 'BAD_REQUEST', 'Unknown persona');
    const target = withTokenParam(safeReturnTo(form.data.return_to), persona.token);
    return reply.redirect(target, 303);
  });

  done();
}
