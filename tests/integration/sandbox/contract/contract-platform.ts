/**
 * The account-aggregator journey (aggregator, tracking and track-v1 services) and the remaining
 * services of docs/product.md#the-calls (user, stories, alerts, profile, screens) plus the sandbox's own
 * collectors, each answer parsed with the client's schema.
 */
import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import * as linking from '@/api/schemas/aggregator-linking';
import * as onboarding from '@/api/schemas/aggregator-onboarding';
import * as alerts from '@/api/schemas/alerts';
import * as profile from '@/api/schemas/profile';
import { smsDeprecationBottomsheetSchema } from '@/api/schemas/sms-deprecation';
import { NEWS_FILTERS, newsFeedSchema } from '@/api/schemas/stories';
import { collectorAnswerSchema, sentryEnvelopeAnswerSchema } from '@/api/schemas/telemetry';
import { usersDiscoveredBanksSchema } from '@/api/schemas/track-v1';
import * as tracking from '@/api/schemas/tracking';
import { userBasicSchema } from '@/api/schemas/user';

import {
  beacon,
  healthEvent,
  identify,
  logLine,
  trackEvent,
  userEvent,
} from '../telemetry/telemetry-fixtures';
import { qs, type ContractClient } from './contract-client';

const AA = '/aa-service';
const TRACK = '/tracking-service';
const OTP = '123456';
/** A special mobile (docs/sandbox.md): a new linkable account next to an already linked one. */
const NEW_ACCOUNT_MOBILE = '9000000002';

/**
 * One consent from initiation to linking: partner OTP, discovery (with a secondary number on the
 * way), the bank OTP for a new account, and the final status. Answers the consent handle.
 */
async function linkNewAccount(c: ContractClient, provider: 'finvu' | 'cams' | 'ignosis'): Promise<string> {
  const consent = await c.post(
    `${TRACK}/banks/widgets/onboard/initiate-consent/web${qs({ bank_ifsc: 'HDFC0001234' })}`,
    { fip_ids: [], mobile: NEW_ACCOUNT_MOBILE, provider },
    tracking.initiateConsentSchema,
  );
  const handle = consent.consent_handle;
  const withHandle = (extra: Record<string, string> = {}) => qs({ consent_handle: handle, ...extra });
  await c.get(`${AA}/onboard/verify-finvu-otp${withHandle({ otp: OTP })}`, linking.verifyPartnerOtpSchema);
  await c.get(
    `${AA}/onboard/secondary-mobile-number${withHandle({ mobile: '9000000001' })}`,
    linking.secondaryMobileSchema,
  );
  await c.get(`${AA}/onboard/missing-account-screen${withHandle()}`, onboarding.missingAccountScreenSchema);
  const discovery = await c.get(
    `${AA}/onboard/discovery-screen${withHandle()}`,
    linking.discoveryScreenSchema,
  );
  const group = discovery.groups.find((g) => g.accounts_list.some((a) => a.linkable));
  const account = group?.accounts_list.find((a) => a.linkable);
  if (group === undefined || account === undefined)
    throw new Error('the special mobile found nothing linkable');
  await c.get(
    `${AA}/onboard/verify-bank-otp${withHandle({ fip_id: group.fip_id, otp: OTP, acc_ref_numbers: account.accRefNumber })}`,
    linking.verifyBankOtpSchema,
  );
  await c.get(
    `${AA}/linking-navlink${withHandle({ consent_status: 'ACCEPT', fipId: group.fip_id })}`,
    linking.linkingNavlinkSchema,
  );
  return handle;
}

/** The whole linking journey, what it tracks, then revocation through each provider. */
export async function checkAccountAggregator(c: ContractClient): Promise<void> {
  await c.get(`${AA}/onboard/sales-page`, onboarding.salesPageSchema);
  await c.get(`${AA}/onboard/unsupported-banks-screen`, onboarding.unsupportedBanksScreenSchema);
  await c.get(`${AA}/sms-depreciation-bottomsheet`, smsDeprecationBottomsheetSchema);
  await c.get(`${TRACK}/banks/widgets/onboard/banks-list-screen`, tracking.banksListScreenSchema);
  await c.get(`${TRACK}/onboard/get-onboarding-cache`, tracking.onboardingCacheSchema);
  await c.get(`${AA}/cams/fetch-temp-data`, onboarding.camsTempDataSchema);
  await c.get(
    `${TRACK}/subscriber-navlink${qs({ 'flow-id': 'aa-onboarding', subscriber: 'kosh-web', 'entry-point': 'account-aggregator', response_type: 'json' })}`,
    tracking.subscriberNavlinkSchema,
  );
  await c.post(
    `${AA}/onboard/notify-user`,
    { reason: 'BANK_UNSUPPORTED', bank_name: 'Saraswat Bank' },
    onboarding.notifyUserSchema,
  );
  await c.get(
    `${TRACK}/multi-consent/initiate/ignosis${qs({ fip_ids: 'HDFC-FIP,CDSLFIP' })}`,
    tracking.multiConsentInitiateSchema,
  );

  const finvu = await linkNewAccount(c, 'finvu');
  const savings = await c.get(
    `${TRACK}/aa-linked-accounts${qs({ service: 'acc-agg', acc_type: 'SAVINGS' })}`,
    tracking.aaLinkedAccountsSchema,
  );
  await c.get(
    `${TRACK}/aa-linked-accounts${qs({ service: 'acc-agg', acc_type: 'ALL' })}`,
    tracking.aaLinkedAccountsSchema,
  );
  await c.get(`${TRACK}/aa-linked-accounts${qs({ service: 'track' })}`, tracking.aaLinkedAccountsSchema);
  await c.get('/track/v1/users-discovered-banks', usersDiscoveredBanksSchema);
  await c.get(`${TRACK}/finvu-revoke-details`, tracking.revokeDetailsSchema);
  const linked = savings.accounts.find((a) => a.consent_handle === finvu);
  if (linked === undefined) throw new Error('the linked account is not tracked');
  await c.get(
    `${TRACK}/finvu-stop-tracking${qs({ account_id: linked.account_id })}`,
    tracking.revokeResultSchema,
  );

  const cams = await linkNewAccount(c, 'cams');
  await c.post(`${AA}/cams/revoke-consent`, { consent_handle: cams }, onboarding.camsRevokeConsentSchema);
  const ignosis = await linkNewAccount(c, 'ignosis');
  await c.post(`${TRACK}/consent/revoke/ignosis`, { consent_handle: ignosis }, tracking.revokeResultSchema);
}

export async function checkUserAndContent(c: ContractClient): Promise<void> {
  await c.get('/ind-investment/api/v4/user/basic/', userBasicSchema);
  const images = new Set<string>();
  for (const filter of NEWS_FILTERS) {
    const feed = await c.get(`/stories-service/story/news/live-stocks${qs({ filter })}`, newsFeedSchema);
    for (const item of feed.items)
      if (item.image_url?.startsWith('/news-images/')) images.add(item.image_url);
  }
  // The thumbnails the gateway draws itself: an SVG, for anyone (no personal data in it).
  const image = [...images][0];
  expect(image, 'a news item with a gateway thumbnail').toBeDefined();
  await c.get(image ?? '/news-images/none', { safeParse: (body: unknown) => svgText(body) });
  const important = await c.get(
    `/ind-investment/api/v4/alerts${qs({ tab: 'important' })}`,
    alerts.alertsPageSchema,
  );
  await c.get(`/ind-investment/api/v4/alerts${qs({ tab: 'others' })}`, alerts.alertsPageSchema);
  const ids = important.items.map((a) => a.alert_id).slice(0, 2);
  await c.post(
    '/ind-investment/api/v4/alerts/read',
    { ids: ids.length > 0 ? ids : ['alert-none'] },
    alerts.markAlertsReadSchema,
  );
}

export async function checkProfileAndScreens(c: ContractClient): Promise<void> {
  await c.get('/api/v1/screen/user/', profile.userScreensSchema);
  await c.get('/api/v1/screen/activeScreen/', profile.activeScreenSchema);
  const before = await c.get('/v1/user/profile/edit', profile.editableProfileSchema);
  await c.post('/v1/user/profile/edit', { name: before.name }, profile.editableProfileSchema);
  const email = `contract.${randomUUID().slice(0, 8)}@example.com`;
  await c.post(
    '/v1/user/otp/EditMobileEmailOtp',
    { type: 'email', value: email },
    profile.contactOtpSentSchema,
  );
  await c.post(
    '/v1/user/otp/EditMobileEmailOtp/verify',
    { type: 'email', value: email, otp: '000000' },
    profile.contactOtpErrorSchema,
    400,
  );
  await c.post(
    '/v1/user/otp/EditMobileEmailOtp/verify',
    { type: 'email', value: email, otp: OTP },
    profile.contactVerifiedSchema,
  );
}

/** The collectors: the product's user-events, newrelic and logger, and our health, analytics and Sentry. */
export async function checkCollectors(c: ContractClient): Promise<void> {
  await c.post(`${TRACK}/onboard/user-events`, { eventList: [userEvent()] }, collectorAnswerSchema, 202);
  await c.post('/frontend-webview/api/newrelic', beacon(), collectorAnswerSchema, 202);
  await c.call(
    { method: 'POST', url: '/api/client-json-logger', body: logLine(), headers: { platform: 'web' } },
    collectorAnswerSchema,
    202,
  );
  await c.post('/frontend-webview/api/health', { events: [healthEvent()] }, collectorAnswerSchema, 202);
  await c.post('/analytics/track', { events: [trackEvent()] }, collectorAnswerSchema, 202);
  await c.post('/analytics/identify', identify(), collectorAnswerSchema, 202);
  const errorEvent = {
    id: randomUUID(),
    message: 'Failed to fetch',
    origin: 'api:aggregator/l1-screen-v2',
    status_code: null,
    user_seen_error: true,
    pathname: '/savings',
    ts: new Date().toISOString(),
  };
  await c.post('/frontend-webview/api/error-event', { events: [errorEvent] }, collectorAnswerSchema, 202);
  const eventId = randomUUID().replaceAll('-', '');
  const envelope = [
    JSON.stringify({ event_id: eventId }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: eventId, message: 'contract check', level: 'error' }),
  ].join('\n');
  await c.call(
    {
      method: 'POST',
      url: '/sentry/api/4507/envelope/',
      body: envelope,
      headers: { 'content-type': 'application/x-sentry-envelope' },
    },
    sentryEnvelopeAnswerSchema,
  );
}

/** An answer that is an SVG document. */
function svgText(
  body: unknown,
): { success: true; data: string } | { success: false; error: { issues: unknown[] } } {
  return typeof body === 'string' && body.includes('<svg')
    ? { success: true, data: body }
    : { success: false, error: { issues: ['not an SVG'] } };
}
