// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SUBSCRIBER_NAVLINK_QUERY } from '@/api/schemas/tracking';

import { aaErrorBodySchema } from './aa-error-body';
import { AGG, TRACKING, TRACK_V1, startAaServer, url, type AaServer } from './aa-server';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

const GETS = [
  `${AGG}/onboard/sales-page`,
  `${AGG}/onboard/unsupported-banks-screen`,
  `${AGG}/onboard/missing-account-screen`,
  `${AGG}/onboard/verify-finvu-otp?consent_handle=h&otp=123456`,
  `${AGG}/onboard/secondary-mobile-number?consent_handle=h&mobile=9123456780`,
  `${AGG}/onboard/verify-bank-otp?consent_handle=h&fip_id=HDFC-FIP&otp=123456&acc_ref_numbers=a`,
  `${AGG}/onboard/discovery-screen?consent_handle=h`,
  `${AGG}/linking-navlink?consent_handle=h`,
  `${AGG}/cams/fetch-temp-data`,
  `${AGG}/sms-depreciation-bottomsheet`,
  `${TRACKING}/banks/widgets/onboard/banks-list-screen`,
  `${TRACKING}/aa-linked-accounts?service=track`,
  `${TRACKING}/finvu-revoke-details`,
  `${TRACKING}/multi-consent/initiate/ignosis?fip_ids=HDFC-FIP`,
  `${TRACKING}/finvu-stop-tracking?account_id=a`,
  url(`${TRACKING}/subscriber-navlink`, SUBSCRIBER_NAVLINK_QUERY),
  `${TRACKING}/onboard/get-onboarding-cache`,
  `${TRACK_V1}/users-discovered-banks`,
];
const POSTS = [
  `${AGG}/onboard/notify-user`,
  `${AGG}/cams/revoke-consent`,
  `${TRACKING}/banks/widgets/onboard/initiate-consent/web?bank_ifsc=HDFC0001234`,
  `${TRACKING}/consent/revoke/ignosis`,
];

describe('authentication', () => {
  it.each(GETS)('GET %s answers 401 without a bearer token', async (path) => {
    const res = await server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(401);
    expect(aaErrorBodySchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
  });

  it.each(POSTS)('POST %s answers 401 without a bearer token', async (path) => {
    const res = await server.app.inject({ method: 'POST', url: path, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
