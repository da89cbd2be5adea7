import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { verifyBankOtpSchema } from '@/api/schemas/aggregator-linking';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { fipById } from '@/domain/aa/fip-catalogue';
import { APP_PATHS, withQuery } from '@/domain/navigation/app-paths';

import type { SandboxContext } from '../context';
import { fill, languageOf } from '../http/language';
import { AaError, aaRoute, parseQuery } from './aa-http';
import { AA_TEXT_WITH } from './aa-texts';
import { assertCan, requireConsent, transition } from './consent-store';
import { fipsAwaitingBankOtp } from './discovery';
import { finalStatus } from './final-status';
import { fipName } from './fip-directory';
import { linkAccounts, linkCandidates } from './linking';
import { latestChallenge, verifyChallenge } from './otp';
import { consentAfterPartnerStep, consentHandleField, otpField } from './partner-step';

const bankOtpQuery = z.object({
  consent_handle: consentHandleField,
  fip_id: z.string().min(1).max(64),
  otp: otpField,
  acc_ref_numbers: z
    .string()
    .max(4096)
    .transform((list) =>
      list
        .split(',')
        .map((ref) => ref.trim())
        .filter((ref) => ref !== ''),
    )
    .pipe(z.array(z.string().max(128)).min(1, 'name at least one account').max(100)),
});

const optionalParam = z.string().max(128).optional();
const navlinkQuery = z.object({
  consent_handle: consentHandleField,
  /** What the customer did on the partner's consent screen: approve (default) or deny. */
  consent_status: z.enum(['ACCEPT', 'DENY']).default('ACCEPT'),
  fipId: optionalParam,
  source: optionalParam,
  basket_id: optionalParam,
  status_id: optionalParam,
  native_platform: z.enum(['android', 'ios', 'web']).optional(),
});

/** The bank OTP (which links the chosen accounts) and the final status with its navlink. */
export function registerLinkRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get(
    `${SERVICE_ROOTS.aggregator}/onboard/verify-bank-otp`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(bankOtpQuery, request);
      const consent = await consentAfterPartnerStep(db, persona.user.id, query.consent_handle);
      assertCan(consent, 'BANK_OTP_VERIFIED');
      const fipId = fipById(query.fip_id)?.fipId ?? query.fip_id;
      const challenge = consent.fipIds.includes(fipId)
        ? latestChallenge(db, consent.handle, 'BANK', fipId)
        : null;
      if (challenge === null) {
        throw new AaError(
          404,
          'FIP_NOT_DISCOVERED',
          fill(AA_TEXT_WITH.fipNotDiscovered, { fip: query.fip_id }),
        );
      }
      // Checked before the OTP: a request naming the wrong accounts must not cost an attempt.
      const candidates = linkCandidates(db, consent, fipId, query.acc_ref_numbers);
      const now = ctx.now();
      verifyChallenge(db, challenge, query.otp, now);
      const { linked, after } = db.transaction(() => {
        const linkedNow = linkAccounts(db, consent, candidates, now);
        return { linked: linkedNow, after: transition(db, consent, 'BANK_OTP_VERIFIED', now) };
      })();
      return verifyBankOtpSchema.parse({
        consent_handle: after.handle,
        consent_status: after.state,
        fip_id: fipId,
        fip_name: fipName(fipId),
        linked_accounts: linked,
        pending_fip_ids: fipsAwaitingBankOtp(db, after),
        final_status_navlink: withQuery(APP_PATHS.aa.finalStatus, { consent_handle: after.handle }),
      });
    }),
  );

  app.get(
    `${SERVICE_ROOTS.aggregator}/linking-navlink`,
    aaRoute((request, persona) => {
      const query = parseQuery(navlinkQuery, request);
      const consent = requireConsent(db, persona.user.id, query.consent_handle);
      return finalStatus(db, consent, query, ctx.now(), languageOf(request));
    }),
  );
}
