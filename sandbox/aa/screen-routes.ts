import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { notifyUserPayloadSchema } from '@/api/schemas/aggregator-onboarding';
import { SERVICE_ROOTS } from '@/config/service-roots';

import type { SandboxContext } from '../context';
import { personaOf } from '../http/auth';
import { idempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../http/idempotency';
import { languageOf } from '../http/language';
import { AaError, aaRoute, parseBody, parseQuery, sendAaError } from './aa-http';
import { requireConsent } from './consent-store';
import { storedFipStatuses } from './discovery';
import { fipDirectory, fipName } from './fip-directory';
import { linkedAccounts } from './linked-accounts';
import { notifyUser } from './notify-user';
import { consentHandleField } from './partner-step';
import {
  missingAccountScreen,
  salesPage,
  smsDeprecationBottomsheet,
  unsupportedBanksScreen,
} from './screens';

const missingQuery = z.object({ consent_handle: consentHandleField.optional() });

/** The aggregator's static screens and "notify me". */
export function registerScreenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const root = SERVICE_ROOTS.aggregator;

  app.get(
    `${root}/onboard/sales-page`,
    aaRoute((request, persona) =>
      salesPage(fipDirectory(db), linkedAccounts(db, persona.user.id, 'ALL'), languageOf(request)),
    ),
  );

  app.get(
    `${root}/onboard/unsupported-banks-screen`,
    aaRoute((request) => unsupportedBanksScreen(fipDirectory(db), languageOf(request))),
  );

  app.get(
    `${root}/onboard/missing-account-screen`,
    aaRoute((request, persona) => {
      const query = parseQuery(missingQuery, request);
      if (query.consent_handle === undefined) return missingAccountScreen(null, [], languageOf(request));
      const consent = requireConsent(db, persona.user.id, query.consent_handle);
      const unavailable = [...storedFipStatuses(db, consent.handle)]
        .filter(([, status]) => status === 'FIP_UNAVAILABLE')
        .map(([fipId]) => fipName(fipId));
      return missingAccountScreen(consent, unavailable, languageOf(request));
    }),
  );

  app.get(
    `${root}/sms-depreciation-bottomsheet`,
    aaRoute((request, persona) =>
      smsDeprecationBottomsheet(linkedAccounts(db, persona.user.id, 'ALL'), languageOf(request)),
    ),
  );

  // The app may queue "notify me" offline and send it again (docs/pwa.md): a key applies it once
  // and replays the first answer.
  const notifyKeys = idempotencyStore(db, 'aa-notify-user');
  app.post(`${root}/onboard/notify-user`, function notifyMe(request, reply) {
    const persona = personaOf(request);
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    try {
      const payload = parseBody(notifyUserPayloadSchema, request);
      const call = { user: persona.user.id, key, body: { ...payload }, now: ctx.now() };
      const outcome = runOnce(db, notifyKeys, call, () => ({
        status: 200,
        body: notifyUser(db, persona.user.id, payload, ctx.now(), languageOf(request)),
      }));
      return sendOutcome(reply, outcome);
    } catch (error) {
      if (error instanceof AaError) return sendAaError(reply, error);
      throw error;
    }
  });
}
