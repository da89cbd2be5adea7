import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { camsRevokeConsentSchema } from '@/api/schemas/aggregator-onboarding';
import { revokeConsentPayloadSchema, revokeDetailsSchema, revokeResultSchema } from '@/api/schemas/tracking';
import { SERVICE_ROOTS } from '@/config/service-roots';

import type { SandboxContext } from '../context';
import { languageOf } from '../http/language';
import { AaError, aaRoute, parseBody, parseQuery } from './aa-http';
import { AA_TEXT } from './aa-texts';
import { aaHandle, findConsent } from './consent-store';
import { linkedAccounts } from './linked-accounts';
import { consentHandleField } from './partner-step';
import { revokeConsent, stopTrackingAccount } from './revoke';
import { aaUser } from './users';

const idField = z.string().min(1).max(128);
const stopQuery = z
  .object({ account_id: idField.optional(), consent_handle: consentHandleField.optional() })
  .refine((query) => query.account_id !== undefined || query.consent_handle !== undefined, {
    message: 'give account_id or consent_handle',
  });
const detailsQuery = z.object({
  account_id: idField.optional(),
  consent_handle: consentHandleField.optional(),
});

// The stop-tracking sheet's words, in the caller's language (sandbox/http/language.ts).
const SHEET = {
  'en-IN': {
    title: 'Stop tracking these accounts?',
    description: 'Revoking your consent with Finvu stops Kosh from reading these accounts.',
    consequences: [
      'We stop fetching data from these accounts.',
      'Their balances, transactions and analytics disappear from Kosh.',
      'You can link them again any time.',
    ],
    cta_label: 'Stop tracking',
    cancel_label: 'Keep tracking',
  },
  'hi-IN': {
    title: 'इन खातों की ट्रैकिंग बंद करें?',
    description: 'Finvu से अपनी सहमति वापस लेने पर Kosh इन खातों की जानकारी नहीं पढ़ेगा।',
    consequences: [
      'हम इन खातों से डेटा लेना बंद कर देंगे।',
      'इनका बैलेंस, लेन-देन और विश्लेषण Kosh से हट जाएगा।',
      'आप इन्हें कभी भी फिर से जोड़ सकते हैं।',
    ],
    cta_label: 'ट्रैकिंग बंद करें',
    cancel_label: 'ट्रैकिंग जारी रखें',
  },
} as const;

/**
 * Revocation per provider (docs/product.md#revocation): finvu details and stop tracking, cams and ignosis
 * revoke.
 */
export function registerRevokeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const tracking = SERVICE_ROOTS.tracking;

  app.get(
    `${tracking}/finvu-revoke-details`,
    aaRoute((request, persona) => {
      const query = parseQuery(detailsQuery, request);
      const userId = persona.user.id;
      const accounts = linkedAccounts(db, userId, 'ALL').filter(
        (account) =>
          account.provider === 'finvu' &&
          (query.account_id === undefined || account.account_id === query.account_id) &&
          (query.consent_handle === undefined || account.consent_handle === query.consent_handle),
      );
      if (accounts.length === 0 && (query.account_id !== undefined || query.consent_handle !== undefined)) {
        throw new AaError(404, 'NOT_FOUND', AA_TEXT.nothingTracked);
      }
      const handles = [...new Set(accounts.map((account) => account.consent_handle))];
      const mobile = aaUser(db, userId, persona.user.name).mobile;
      const sheet = SHEET[languageOf(request)];
      return revokeDetailsSchema.parse({
        title: sheet.title,
        description: sheet.description,
        consequences: sheet.consequences,
        consents: handles.map((handle) => {
          const consent = handle === null ? null : findConsent(db, userId, handle);
          const consentMobile = consent?.mobile ?? mobile;
          return {
            consent_handle: handle,
            provider: 'finvu',
            aa_handle: consentMobile === null ? null : aaHandle(consentMobile, 'finvu'),
            consent_status: consent?.state ?? null,
            created_at: consent?.createdAt ?? null,
            linked_accounts: accounts.filter((account) => account.consent_handle === handle),
          };
        }),
        cta_label: sheet.cta_label,
        cancel_label: sheet.cancel_label,
      });
    }),
  );

  app.get(
    `${tracking}/finvu-stop-tracking`,
    aaRoute((request, persona) => {
      const query = parseQuery(stopQuery, request);
      const now = ctx.now();
      return query.account_id !== undefined
        ? stopTrackingAccount(db, persona.user.id, query.account_id, 'finvu', now, languageOf(request))
        : revokeConsent(
            db,
            persona.user.id,
            query.consent_handle ?? '',
            'finvu',
            undefined,
            now,
            languageOf(request),
          );
    }),
  );

  app.post(
    `${tracking}/consent/revoke/ignosis`,
    aaRoute((request, persona) => {
      const body = parseBody(revokeConsentPayloadSchema, request);
      const result = revokeConsent(
        db,
        persona.user.id,
        body.consent_handle,
        'ignosis',
        body.account_ids,
        ctx.now(),
        languageOf(request),
      );
      return revokeResultSchema.parse(result);
    }),
  );

  app.post(
    `${SERVICE_ROOTS.aggregator}/cams/revoke-consent`,
    aaRoute((request, persona) => {
      const body = parseBody(revokeConsentPayloadSchema, request);
      const result = revokeConsent(
        db,
        persona.user.id,
        body.consent_handle,
        'cams',
        body.account_ids,
        ctx.now(),
        languageOf(request),
      );
      return camsRevokeConsentSchema.parse(result);
    }),
  );
}
