import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { editableProfileSchema } from '@/api/schemas/profile';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { refusedBlank } from '../../http/write-guards';
import { parseInput } from '../news/request-input';
import { emailSchema, nameSchema } from './contact-input';
import { registerContactOtpRoutes } from './contact-otp-routes';
import { CONTACT_TEXT } from './contact-texts';
import { profileStore } from './profile-store';
import { registerScreenRoutes } from './screen-routes';

/** The provider's path, with and without a trailing slash (clients send both). */
const EDIT_PATHS = ['/v1/user/profile/edit', '/v1/user/profile/edit/'] as const;

const editSchema = z
  .object({ name: nameSchema.optional(), email: emailSchema.optional() })
  .refine((body) => body.name !== undefined || body.email !== undefined, 'give name or email');

/**
 * Profile edit (docs/product.md#other-services): `GET /v1/user/profile/edit` reads the editable profile
 * (contact details masked), `POST` changes the name. Email and mobile change only through the OTP
 * endpoints: an `email` here answers 422 `CONTACT_NEEDS_OTP`.
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const store = profileStore(ctx.db);

  for (const path of EDIT_PATHS) {
    app.get(path, function readProfile(request, reply) {
      const persona = personaOf(request);
      return reply.send(editableProfileSchema.parse(store.view(persona)));
    });

    app.post(path, function editProfile(request, reply) {
      const persona = personaOf(request);
      // A name of blanks is refused for what it is, before the schema calls it too short.
      if (refusedBlank(reply, request.body, ['name'])) return reply;
      const body = parseInput(editSchema, request.body, reply);
      if (body === null) return reply;
      const userId = persona.user.id;
      if (store.row(userId) === undefined)
        return sendApiError(reply, 404, 'NOT_FOUND', CONTACT_TEXT.noProfile);
      // A contact changes only through an OTP sent to it (contact-otp-routes.ts): taking over an
      // account by pointing its email elsewhere must need that address.
      if (body.email !== undefined) {
        return sendApiError(reply, 422, 'CONTACT_NEEDS_OTP', CONTACT_TEXT.emailNeedsOtp);
      }
      if (body.name !== undefined) store.updateName(userId, body.name);
      return reply.send(editableProfileSchema.parse(store.view(persona)));
    });
  }

  registerContactOtpRoutes(app, ctx, store);
  registerScreenRoutes(app, ctx);
}
