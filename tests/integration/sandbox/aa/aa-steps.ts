import { expect } from 'vitest';

import { discoveryScreenSchema, verifyPartnerOtpSchema } from '@/api/schemas/aggregator-linking';
import { type InitiateConsent, initiateConsentSchema } from '@/api/schemas/tracking';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { AGG, TRACKING, url, type AaServer } from './aa-server';

/** What an initiate call sends. */
export type InitiateOptions = {
  fip_ids?: string[];
  bank_ifsc?: string;
  mobile?: string;
  provider?: 'finvu' | 'cams' | 'ignosis';
  flow?: string;
  token?: string;
};

/** Starts a consent and expects it to succeed. */
export async function initiate(server: AaServer, options: InitiateOptions = {}): Promise<InitiateConsent> {
  const { bank_ifsc, token, ...payload } = options;
  const res = await server.post(
    url(
      `${TRACKING}/banks/widgets/onboard/initiate-consent/web`,
      bank_ifsc === undefined ? {} : { bank_ifsc },
    ),
    { fip_ids: [], ...payload },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return initiateConsentSchema.parse(res.json());
}

/** The partner-OTP call. */
export function verifyPartnerOtp(server: AaServer, handle: string, otp = SANDBOX_STATIC_OTP, token?: string) {
  return server.get(url(`${AGG}/onboard/verify-finvu-otp`, { consent_handle: handle, otp }), token);
}

/** The bank-OTP call. */
export function verifyBankOtp(
  server: AaServer,
  handle: string,
  fipId: string,
  refs: readonly string[],
  otp = SANDBOX_STATIC_OTP,
  token?: string,
) {
  return server.get(
    url(`${AGG}/onboard/verify-bank-otp`, {
      consent_handle: handle,
      fip_id: fipId,
      otp,
      acc_ref_numbers: refs.join(','),
    }),
    token,
  );
}

/** Initiate, then the right partner OTP; returns the consent and the discovery screen. */
export async function discover(server: AaServer, options: InitiateOptions = {}) {
  const consent = await initiate(server, options);
  const verified = await verifyPartnerOtp(server, consent.consent_handle, SANDBOX_STATIC_OTP, options.token);
  expect(verified.statusCode, verified.body).toBe(200);
  verifyPartnerOtpSchema.parse(verified.json());
  const screen = await server.get(
    url(`${AGG}/onboard/discovery-screen`, { consent_handle: consent.consent_handle }),
    options.token,
  );
  expect(screen.statusCode, screen.body).toBe(200);
  return { consent, screen: discoveryScreenSchema.parse(screen.json()) };
}
