/**
 * The aggregator service's linking calls (docs/product.md#aggregator-service, `/aa-service`): the journey's
 * static screens, the partner steps (partner OTP, another mobile number, discovery, bank OTP), the final
 * status (`/linking-navlink`), "notify me" and the CAMS endpoints. Every key starts with `'aggregator'`.
 * The partner steps are GETs on the wire but change the consent: screens call them as mutations,
 * never as cached queries, except the discovery screen and the final status, which are safe to ask
 * again (the sandbox and the partner answer a repeat with the same state).
 */

import { authedQueryOptions, authedRead } from '@/api/authed-query-options';
import { ApiError } from '@/api/errors';
import { sendOrQueue, type ChangeOutcome } from '@/api/offline-commands';
import { readOf, request, type QueryParams } from '@/api/request';
import {
  discoveryScreenSchema,
  linkingNavlinkSchema,
  secondaryMobileSchema,
  verifyBankOtpSchema,
  verifyPartnerOtpSchema,
} from '@/api/schemas/aggregator-linking';
import {
  camsRevokeConsentSchema,
  missingAccountScreenSchema,
  notifyUserSchema,
  type NotifyUser,
  type NotifyUserPayload,
  salesPageSchema,
  unsupportedBanksScreenSchema,
} from '@/api/schemas/aggregator-onboarding';
import type { RevokeConsentPayload, RevokeResult } from '@/api/schemas/tracking';

/**
 * Partner steps are not retried on an answer: a partner error (502) or a consent in the wrong state
 * would only come back the same after 7 s of backoff. A lost connection is retried once.
 */
function retryPartnerStep(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

/**
 * What the final status is told (docs/product.md#linking-navlink-parameters; ACCEPT/DENY is the customer's
 * answer).
 */
export type LinkingNavlinkParams = {
  consent_handle: string;
  consent_status?: 'ACCEPT' | 'DENY';
  fipId?: string;
  source?: string;
  basket_id?: string;
  status_id?: string;
  native_platform?: 'android' | 'ios' | 'web';
};

/** Hierarchical query keys of the aggregator service. */
const aggregatorKeys = {
  all: ['aggregator'] as const,
  salesPage: () => ['aggregator', 'sales-page'] as const,
  unsupportedBanks: () => ['aggregator', 'unsupported-banks'] as const,
  missingAccount: (consentHandle: string | null) =>
    ['aggregator', 'missing-account', consentHandle ?? 'none'] as const,
  consent: (consentHandle: string) => ['aggregator', 'consent', consentHandle] as const,
  discovery: (consentHandle: string, usStocksAutoSelect = false) =>
    [...aggregatorKeys.consent(consentHandle), 'discovery', usStocksAutoSelect] as const,
  linkingNavlink: (params: LinkingNavlinkParams) =>
    [...aggregatorKeys.consent(params.consent_handle), 'linking-navlink', params] as const,
  camsTempData: () => ['aggregator', 'cams', 'temp-data'] as const,
};

// ---- Static screens ----------------------------------------------------------------------------

/** `GET /onboard/sales-page`: the intro's headline, benefits, counts and partners. */
const getSalesPage = readOf('aggregator', '/onboard/sales-page', salesPageSchema);

/** `GET /onboard/unsupported-banks-screen`: "Don't see your bank?". */
const getUnsupportedBanksScreen = readOf(
  'aggregator',
  '/onboard/unsupported-banks-screen',
  unsupportedBanksScreenSchema,
);

/** `GET /onboard/missing-account-screen`: why no account was found, with what to do about it. */
function getMissingAccountScreen(consentHandle: string | null, signal?: AbortSignal) {
  return request({
    service: 'aggregator',
    path: '/onboard/missing-account-screen',
    schema: missingAccountScreenSchema,
    ...(consentHandle === null ? {} : { query: { consent_handle: consentHandle } }),
    signal,
  });
}

// ---- Partner steps -----------------------------------------------------------------------------

/** `GET /onboard/verify-finvu-otp`: the partner's login OTP; discovery runs at once. */
export function verifyFinvuOtp(params: { consent_handle: string; otp: string }) {
  return request({
    service: 'aggregator',
    path: '/onboard/verify-finvu-otp',
    query: params,
    schema: verifyPartnerOtpSchema,
  });
}

/**
 * `GET /onboard/secondary-mobile-number`: discovery on another number; with `change_number` the
 * number replaces the consent's and earlier finds are dropped.
 */
export function submitSecondaryMobile(params: {
  consent_handle: string;
  mobile: string;
  change_number: boolean;
}) {
  return request({
    service: 'aggregator',
    path: '/onboard/secondary-mobile-number',
    query: { ...params, change_number: params.change_number ? 'true' : 'false' },
    schema: secondaryMobileSchema,
  });
}

/** `GET /onboard/discovery-screen`: the accounts found, grouped by FIP, with each bank OTP. */
function getDiscoveryScreen(consentHandle: string, usStocksAutoSelect = false, signal?: AbortSignal) {
  const query: QueryParams = { consent_handle: consentHandle };
  if (usStocksAutoSelect) query.us_stocks_auto_select = 'true';
  return request({
    service: 'aggregator',
    path: '/onboard/discovery-screen',
    query,
    schema: discoveryScreenSchema,
    signal,
  });
}

/**
 * "Resend OTP" on a bank OTP screen: the discovery screen asked with `resend_otp_fip_id`, which
 * has the bank send a fresh OTP; the answer is the discovery screen with the new OTP's details.
 */
export function resendBankOtp(consentHandle: string, fipId: string) {
  return request({
    service: 'aggregator',
    path: '/onboard/discovery-screen',
    query: { consent_handle: consentHandle, resend_otp_fip_id: fipId },
    schema: discoveryScreenSchema,
  });
}

/** `GET /onboard/verify-bank-otp`: a bank's OTP, which links the chosen accounts at that bank. */
export function verifyBankOtp(params: {
  consent_handle: string;
  fip_id: string;
  otp: string;
  acc_ref_numbers: readonly string[];
}) {
  return request({
    service: 'aggregator',
    path: '/onboard/verify-bank-otp',
    query: { ...params, acc_ref_numbers: params.acc_ref_numbers.join(',') },
    schema: verifyBankOtpSchema,
  });
}

/** `GET /linking-navlink`: the final status (after ACCEPT or DENY) and where the app goes next. */
function getLinkingNavlink(params: LinkingNavlinkParams, signal?: AbortSignal) {
  return request({
    service: 'aggregator',
    path: '/linking-navlink',
    query: { ...params },
    schema: linkingNavlinkSchema,
    signal,
  });
}

// ---- Notify me, CAMS ---------------------------------------------------------------------------

/**
 * `POST /onboard/notify-user`: tell me when my bank is supported (or back up, or linked). Offline
 * it is queued and sent once when the network is back (docs/pwa.md, "Changes made offline").
 */
export function notifyUser(payload: NotifyUserPayload): Promise<ChangeOutcome<NotifyUser>> {
  return sendOrQueue({
    service: 'aggregator',
    path: '/onboard/notify-user',
    body: { ...payload },
    schema: notifyUserSchema,
    action: { code: 'notify-when-supported' },
    refresh: [],
  });
}

/** `POST /cams/revoke-consent`: revoke a CAMS consent (or some of its accounts). */
export function revokeCamsConsent(payload: RevokeConsentPayload): Promise<RevokeResult> {
  return request({
    service: 'aggregator',
    path: '/cams/revoke-consent',
    method: 'POST',
    body: payload,
    schema: camsRevokeConsentSchema,
  });
}

// ---- Query options -----------------------------------------------------------------------------

export function salesPageQueryOptions() {
  return authedRead(aggregatorKeys.salesPage(), getSalesPage);
}

export function unsupportedBanksQueryOptions() {
  return authedRead(aggregatorKeys.unsupportedBanks(), getUnsupportedBanksScreen);
}

export function missingAccountQueryOptions(consentHandle: string | null) {
  return authedRead(aggregatorKeys.missingAccount(consentHandle), (signal) =>
    getMissingAccountScreen(consentHandle, signal),
  );
}

/** Always asked afresh: what discovery found changes with every partner step. */
export function discoveryScreenQueryOptions(consentHandle: string, usStocksAutoSelect = false) {
  return authedQueryOptions({
    queryKey: aggregatorKeys.discovery(consentHandle, usStocksAutoSelect),
    queryFn: ({ signal }) => getDiscoveryScreen(consentHandle, usStocksAutoSelect, signal),
    staleTime: 0,
    retry: retryPartnerStep,
  });
}

export function linkingNavlinkQueryOptions(params: LinkingNavlinkParams) {
  return authedQueryOptions({
    queryKey: aggregatorKeys.linkingNavlink(params),
    queryFn: ({ signal }) => getLinkingNavlink(params, signal),
    staleTime: 0,
    retry: retryPartnerStep,
  });
}
