import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { secondaryMobileSchema, verifyPartnerOtpSchema } from '@/api/schemas/aggregator-linking';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { APP_PATHS, withQuery } from '@/domain/navigation/app-paths';

import type { SandboxContext } from '../context';
import { fill } from '../http/language';
import { AaError, aaRoute, parseQuery } from './aa-http';
import { AA_TEXT, AA_TEXT_WITH } from './aa-texts';
import { aaHandle, assertCan, changeMobile, requireConsent, transition, type Consent } from './consent-store';
import { fipsAwaitingBankOtp, runDiscovery } from './discovery';
import { discoveryScreen, discoverySummary } from './discovery-view';
import { issueChallenge, latestChallenge, verifyChallenge } from './otp';
import {
  booleanFlag,
  consentAfterPartnerStep,
  consentHandleField,
  mobileField,
  otpField,
  partnerStep,
} from './partner-step';
import { aaUser, maskMobile } from './users';

const verifyQuery = z.object({ consent_handle: consentHandleField, otp: otpField });
const secondaryQuery = z.object({
  consent_handle: consentHandleField,
  mobile: mobileField,
  change_number: booleanFlag,
});
const discoveryQuery = z.object({
  consent_handle: consentHandleField,
  us_stocks_auto_select: booleanFlag,
  /** "Resend OTP" on the bank OTP screen: a fresh bank OTP for this FIP, if it still awaits one. */
  resend_otp_fip_id: z.string().min(1).max(64).optional(),
});

/** The discovery screen is shown once discovery has run, and stays readable after linking. */
const DISCOVERY_VISIBLE = new Set(['DISCOVERED', 'LINKED', 'ACTIVE']);

function afterDiscovery(ctx: SandboxContext, consent: Consent) {
  const discovery = discoverySummary(ctx.db, consent);
  const handleQuery = { consent_handle: consent.handle };
  return {
    consent_handle: consent.handle,
    consent_status: consent.state,
    verified: true,
    aa_handle: aaHandle(consent.mobile, consent.provider),
    mobile_masked: maskMobile(consent.mobile),
    discovery,
    next_navlink:
      discovery.status === 'ACCOUNTS_FOUND'
        ? withQuery(APP_PATHS.aa.discovery, handleQuery)
        : withQuery(APP_PATHS.aa.missingAccount, handleQuery),
  };
}

/** The partner steps: login OTP (then discovery), discovery on another number, the discovery screen. */
export function registerPartnerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const root = SERVICE_ROOTS.aggregator;
  const { db } = ctx;

  app.get(
    `${root}/onboard/verify-finvu-otp`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(verifyQuery, request);
      const consent = await consentAfterPartnerStep(db, persona.user.id, query.consent_handle);
      assertCan(consent, 'PARTNER_OTP_VERIFIED');
      const challenge = latestChallenge(db, consent.handle, 'PARTNER', '');
      if (challenge === null) throw new AaError(409, 'OTP_NOT_SENT', AA_TEXT.partnerOtpNotSent);
      const now = ctx.now();
      verifyChallenge(db, challenge, query.otp, now);
      const discovered = db.transaction(() => {
        const verified = transition(db, consent, 'PARTNER_OTP_VERIFIED', now);
        runDiscovery(
          db,
          aaUser(db, persona.user.id, persona.user.name),
          verified,
          verified.mobile,
          now,
          true,
        );
        return transition(db, verified, 'ACCOUNTS_DISCOVERED', now);
      })();
      return verifyPartnerOtpSchema.parse(afterDiscovery(ctx, discovered));
    }),
  );

  app.get(
    `${root}/onboard/secondary-mobile-number`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(secondaryQuery, request);
      requireConsent(db, persona.user.id, query.consent_handle);
      await partnerStep(query.mobile);
      const consent = requireConsent(db, persona.user.id, query.consent_handle);
      assertCan(consent, 'ACCOUNTS_DISCOVERED');
      const now = ctx.now();
      const discovered = db.transaction(() => {
        const current = query.change_number ? changeMobile(db, consent, query.mobile, now) : consent;
        const user = aaUser(db, persona.user.id, persona.user.name);
        runDiscovery(db, user, current, query.mobile, now, query.change_number);
        return transition(db, current, 'ACCOUNTS_DISCOVERED', now);
      })();
      return secondaryMobileSchema.parse({
        ...afterDiscovery(ctx, discovered),
        mobile_masked: maskMobile(query.mobile),
        change_number: query.change_number,
      });
    }),
  );

  app.get(
    `${root}/onboard/discovery-screen`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(discoveryQuery, request);
      const consent = await consentAfterPartnerStep(db, persona.user.id, query.consent_handle);
      if (!DISCOVERY_VISIBLE.has(consent.state)) {
        throw new AaError(
          409,
          'CONSENT_STATE',
          fill(AA_TEXT_WITH.verifyPartnerOtpFirst, { handle: consent.handle, state: consent.state }),
        );
      }
      const resendFip = query.resend_otp_fip_id;
      if (resendFip !== undefined) {
        const fipId = fipsAwaitingBankOtp(db, consent).find(
          (id) => id.toLowerCase() === resendFip.toLowerCase(),
        );
        if (fipId === undefined) {
          throw new AaError(409, 'OTP_NOT_SENT', fill(AA_TEXT_WITH.bankOtpNotSent, { fip: resendFip }));
        }
        const previous = latestChallenge(db, consent.handle, 'BANK', fipId);
        issueChallenge(db, consent.handle, 'BANK', fipId, previous?.sent_to ?? consent.mobile, ctx.now());
      }
      return discoveryScreen(db, consent, query.us_stocks_auto_select);
    }),
  );
}
