/**
 * The tracking service's linking calls (docs/product.md#tracking-service, `/tracking-service`): the bank
 * list, consent initiation (finvu and cams; ignosis hands out one consent per FIP class), the linked
 * accounts, revocation, the subscriber navlink and the onboarding cache (falling back to CAMS temp data).
 * `/onboard/user-events` is not here: the telemetry outbox sends analytics. Keys start `'tracking'`.
 */

import { authedQueryOptions, authedRead } from '@/api/authed-query-options';
import { readOf, request, type QueryParams } from '@/api/request';
import {
  aaLinkedAccountsSchema,
  banksListScreenSchema,
  initiateConsentSchema,
  type InitiateConsentPayload,
  multiConsentInitiateSchema,
  onboardingCacheSchema,
  type OnboardingCache,
  revokeDetailsSchema,
  revokeResultSchema,
  type RevokeConsentPayload,
} from '@/api/schemas/tracking';
import { withFallback } from '@/api/with-fallback';

import {
  type FipKindFilter,
  type LinkedAccountsQuery,
  type RevokeTarget,
  trackingKeys,
} from './tracking-keys';

// ---- GET ---------------------------------------------------------------------------------------

/** `GET /banks/widgets/onboard/banks-list-screen`: the supported FIPs, optionally of one kind. */
function getBanksListScreen(kind: FipKindFilter | null = null, signal?: AbortSignal) {
  return request({
    service: 'tracking',
    path: '/banks/widgets/onboard/banks-list-screen',
    schema: banksListScreenSchema,
    ...(kind === null ? {} : { query: { kind } }),
    signal,
  });
}

/** `GET /aa-linked-accounts?service=track` (demat) or `?service=acc-agg&acc_type=SAVINGS`. */
function getAaLinkedAccounts(query: LinkedAccountsQuery, signal?: AbortSignal) {
  return request({
    service: 'tracking',
    path: '/aa-linked-accounts',
    query: { ...query },
    schema: aaLinkedAccountsSchema,
    signal,
  });
}

/** `GET /finvu-revoke-details`: what stopping finvu tracking would stop, and its consequences. */
function getFinvuRevokeDetails(target: Partial<RevokeTarget> = {}, signal?: AbortSignal) {
  return request({
    service: 'tracking',
    path: '/finvu-revoke-details',
    query: { ...target },
    schema: revokeDetailsSchema,
    signal,
  });
}

/** `GET /finvu-stop-tracking`: stop one account, or revoke the whole finvu consent. */
export function finvuStopTracking(target: RevokeTarget) {
  return request({
    service: 'tracking',
    path: '/finvu-stop-tracking',
    query: { ...target },
    schema: revokeResultSchema,
  });
}

/** `GET /multi-consent/initiate/ignosis`: one ignosis consent per FIP class of the selection. */
export function initiateIgnosisConsents(params: {
  fip_ids: readonly string[];
  mobile?: string;
  flow?: string;
}) {
  const query: QueryParams = { fip_ids: params.fip_ids.join(',') };
  if (params.mobile !== undefined) query.mobile = params.mobile;
  if (params.flow !== undefined) query.flow = params.flow;
  return request({
    service: 'tracking',
    path: '/multi-consent/initiate/ignosis',
    query,
    schema: multiConsentInitiateSchema,
  });
}

/**
 * `GET /aa-service/cams/fetch-temp-data`: where a CAMS journey was left, in the cache's shape
 * (`camsTempDataSchema` is the cache's schema). Here, beside the cache it stands in for, rather than
 * with the linking journey's aggregator calls, which every area reading the cache would then load.
 */
const getCamsTempData = readOf('aggregator', '/cams/fetch-temp-data', onboardingCacheSchema);

/**
 * `GET /onboard/get-onboarding-cache`: where the customer left the journey. When it fails (any
 * failure but an abort), `GET /aa-service/cams/fetch-temp-data` answers instead
 * (docs/product.md#tracking-service).
 */
function getOnboardingCache(signal?: AbortSignal): Promise<OnboardingCache> {
  return withFallback(
    () =>
      request({
        service: 'tracking',
        path: '/onboard/get-onboarding-cache',
        schema: onboardingCacheSchema,
        signal,
      }),
    () => getCamsTempData(signal),
  );
}

// ---- POST --------------------------------------------------------------------------------------

/**
 * `POST /banks/widgets/onboard/initiate-consent/web`: starts a consent and sends the partner's
 * OTP. `bankIfsc` (the `bank_ifsc` query) puts the bank of that IFSC first.
 */
export function initiateConsent(payload: InitiateConsentPayload, bankIfsc?: string) {
  return request({
    service: 'tracking',
    path: '/banks/widgets/onboard/initiate-consent/web',
    method: 'POST',
    body: payload,
    ...(bankIfsc === undefined ? {} : { query: { bank_ifsc: bankIfsc } }),
    schema: initiateConsentSchema,
  });
}

/** `POST /consent/revoke/ignosis`: revoke an ignosis consent (or some of its accounts). */
export function revokeIgnosisConsent(payload: RevokeConsentPayload) {
  return request({
    service: 'tracking',
    path: '/consent/revoke/ignosis',
    method: 'POST',
    body: payload,
    schema: revokeResultSchema,
  });
}

// ---- Query options -----------------------------------------------------------------------------

export function banksListQueryOptions(kind: FipKindFilter | null = null) {
  return authedRead(trackingKeys.banksList(kind), (signal) => getBanksListScreen(kind, signal));
}

export function linkedAccountsQueryOptions(query: LinkedAccountsQuery) {
  return authedRead(trackingKeys.linkedAccounts(query), (signal) => getAaLinkedAccounts(query, signal));
}

export function finvuRevokeDetailsQueryOptions(target: Partial<RevokeTarget> = {}) {
  return authedQueryOptions({
    queryKey: trackingKeys.revokeDetails(target),
    queryFn: ({ signal }) => getFinvuRevokeDetails(target, signal),
    staleTime: 0,
  });
}

/** Never cached for long: the journey moves on with every step. */
export function onboardingCacheQueryOptions() {
  return authedQueryOptions({
    queryKey: trackingKeys.onboardingCache(),
    queryFn: ({ signal }) => getOnboardingCache(signal),
    staleTime: 0,
  });
}
