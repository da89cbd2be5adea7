// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  camsTempDataSchema,
  missingAccountScreenSchema,
  notifyUserSchema,
  salesPageSchema,
  unsupportedBanksScreenSchema,
} from '@/api/schemas/aggregator-onboarding';
import { smsDeprecationBottomsheetSchema } from '@/api/schemas/sms-deprecation';
import { usersDiscoveredBanksSchema } from '@/api/schemas/track-v1';
import {
  SUBSCRIBER_NAVLINK_QUERY,
  aaLinkedAccountsSchema,
  banksListScreenSchema,
  onboardingCacheSchema,
  revokeDetailsSchema,
  subscriberNavlinkSchema,
} from '@/api/schemas/tracking';

import { aaErrorBodySchema } from './aa-error-body';
import { AGG, TRACKING, TRACK_V1, startAaServer, url, type AaServer } from './aa-server';
import { discover, initiate, verifyBankOtp } from './aa-steps';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

describe('screens', () => {
  it('sales page: the 29 FIPs by kind, partners, a relative CTA', async () => {
    const page = salesPageSchema.parse((await server.get(`${AGG}/onboard/sales-page`)).json());
    expect(page.supported_fip_count).toBe(29);
    expect(page.supported_counts).toEqual({ banks: 22, depositories: 2, insurers: 3 });
    expect(page.aa_partners.map((p) => p.provider)).toEqual(['finvu', 'cams', 'ignosis']);
    expect(page.cta.navlink).toBe('/account-aggregator/onboarding/bank-list');
  });

  it('unsupported banks and the missing-account screen without a consent', async () => {
    const unsupported = unsupportedBanksScreenSchema.parse(
      (await server.get(`${AGG}/onboard/unsupported-banks-screen`)).json(),
    );
    expect(unsupported.suggestions.length).toBeGreaterThan(0);
    const missing = missingAccountScreenSchema.parse(
      (await server.get(`${AGG}/onboard/missing-account-screen`)).json(),
    );
    expect(missing.mobile_masked).toBeNull();
    expect(missing.reasons.map((r) => r.id)).toEqual(['DIFFERENT_MOBILE', 'INACTIVE_ACCOUNT']);
  });

  it('bank list: every FIP once, with its IFSC prefix, status and low-success-rate flag', async () => {
    const list = banksListScreenSchema.parse(
      (await server.get(`${TRACKING}/banks/widgets/onboard/banks-list-screen`)).json(),
    );
    expect(new Set(list.banks.map((b) => b.fip_id)).size).toBe(29);
    for (const bank of list.banks) {
      expect(bank.ifsc_prefix === null).toBe(bank.kind !== 'BANK');
      expect(bank.low_success_rate).toBe(bank.success_rate_pct < 50);
    }
    const depositories = banksListScreenSchema.parse(
      (await server.get(`${TRACKING}/banks/widgets/onboard/banks-list-screen?kind=DEPOSITORY`)).json(),
    );
    expect(depositories.banks.map((b) => b.fip_id)).toEqual(['CDSLFIP', 'fip@nsdl']);
  });

  it('subscriber navlink takes only the fixed query', async () => {
    const ok = subscriberNavlinkSchema.parse(
      (await server.get(url(`${TRACKING}/subscriber-navlink`, SUBSCRIBER_NAVLINK_QUERY))).json(),
    );
    expect(ok.navlink.startsWith('/account-aggregator/')).toBe(true);
    const bad = await server.get(
      url(`${TRACKING}/subscriber-navlink`, { ...SUBSCRIBER_NAVLINK_QUERY, response_type: 'html' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(aaErrorBodySchema.parse(bad.json()).error.message).toMatch(/response_type/);
  });

  it('notify-user subscribes once per topic and validates its payload', async () => {
    const body = { reason: 'FIP_UNAVAILABLE', fip_id: 'UCOB-FIP' };
    const first = notifyUserSchema.parse((await server.post(`${AGG}/onboard/notify-user`, body)).json());
    const second = notifyUserSchema.parse((await server.post(`${AGG}/onboard/notify-user`, body)).json());
    expect([first.status, second.status]).toEqual(['SUBSCRIBED', 'ALREADY_SUBSCRIBED']);
    expect(second.request_id).toBe(first.request_id);
    const bank = notifyUserSchema.parse(
      (
        await server.post(`${AGG}/onboard/notify-user`, {
          reason: 'BANK_UNSUPPORTED',
          bank_name: 'Saraswat Bank',
          channel: 'SMS',
        })
      ).json(),
    );
    expect(bank).toMatchObject({ status: 'SUBSCRIBED', channel: 'SMS' });
    for (const bad of [
      {},
      { reason: 'NOPE' },
      { reason: 'BANK_UNSUPPORTED' },
      { reason: 'FIP_UNAVAILABLE', fip_id: 'NOPE' },
    ]) {
      expect((await server.post(`${AGG}/onboard/notify-user`, bad)).statusCode).toBe(400);
    }
    const foreign = await server.post(`${AGG}/onboard/notify-user`, {
      reason: 'LINKING_COMPLETE',
      consent_handle: 'nope',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('notify-user queued offline (Idempotency-Key)', () => {
  it('replays the first answer for the same key; another body under it is refused', async () => {
    const send = (payload: object, key: string) =>
      server.app.inject({
        method: 'POST',
        url: `${AGG}/onboard/notify-user`,
        headers: { authorization: 'Bearer newbie', 'idempotency-key': key },
        payload,
      });
    const body = { reason: 'BANK_UNSUPPORTED', bank_name: 'Offline Co-op Bank' };
    const first = await send(body, 'offline-notify-1');
    const again = await send(body, 'offline-notify-1');
    expect(notifyUserSchema.parse(first.json()).status).toBe('SUBSCRIBED');
    // Without the key this would answer ALREADY_SUBSCRIBED: the replay is the first answer itself.
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send({ ...body, bank_name: 'Another Bank' }, 'offline-notify-1')).statusCode).toBe(422);
    expect((await send({ reason: 'BANK_UNSUPPORTED' }, 'offline-notify-2')).statusCode).toBe(400);
  });
});

describe('onboarding cache and its CAMS fallback', () => {
  it('follows the journey: nothing yet, then the consent to resume', async () => {
    const fresh = await startAaServer();
    try {
      const empty = onboardingCacheSchema.parse(
        (await fresh.get(`${TRACKING}/onboard/get-onboarding-cache`)).json(),
      );
      expect(empty).toMatchObject({
        has_journey: false,
        consent_handle: null,
        resume_navlink: '/account-aggregator/onboarding',
      });
      const consent = await initiate(fresh, { fip_ids: ['HDFC-FIP'] });
      const started = onboardingCacheSchema.parse(
        (await fresh.get(`${TRACKING}/onboard/get-onboarding-cache`)).json(),
      );
      expect(started).toMatchObject({
        has_journey: true,
        consent_handle: consent.consent_handle,
        consent_status: 'INITIATED',
      });
      expect(started.resume_navlink).toMatch(/finvu-otp\?consent_handle=/);
      const temp = camsTempDataSchema.parse((await fresh.get(`${AGG}/cams/fetch-temp-data`)).json());
      expect(temp).toEqual({ ...started, source: 'CAMS_TEMP_DATA' });
      // The cache can be made to fail (the generic fault header), so the client's fallback runs.
      const failed = await fresh.app.inject({
        method: 'GET',
        url: `${TRACKING}/onboard/get-onboarding-cache`,
        headers: { authorization: 'Bearer newbie', 'x-sandbox-fault': 'status=503' },
      });
      expect(failed.statusCode).toBe(503);
    } finally {
      await fresh.close();
    }
  });
});

describe('revoke details, linked accounts, discovered banks', () => {
  it('lists finvu consents with their accounts; the equity list shows the broker-less demat', async () => {
    const { consent, screen } = await discover(server, { fip_ids: ['CDSLFIP'] });
    expect(screen.flow_type).toBe('equity');
    const ref = screen.groups[0]?.accounts_list[0]?.accRefNumber ?? '';
    expect((await verifyBankOtp(server, consent.consent_handle, 'CDSLFIP', [ref])).statusCode).toBe(200);

    const details = revokeDetailsSchema.parse((await server.get(`${TRACKING}/finvu-revoke-details`)).json());
    const mine = details.consents.find((c) => c.consent_handle === consent.consent_handle);
    expect(mine).toMatchObject({
      provider: 'finvu',
      consent_status: 'LINKED',
      aa_handle: '9123456780@finvu',
    });
    expect(mine?.linked_accounts.map((a) => a.acc_type)).toEqual(['EQUITIES']);
    const byConsent = await server.get(
      url(`${TRACKING}/finvu-revoke-details`, { consent_handle: consent.consent_handle }),
    );
    expect(revokeDetailsSchema.parse(byConsent.json()).consents).toHaveLength(1);
    expect(
      (await server.get(url(`${TRACKING}/finvu-revoke-details`, { consent_handle: 'nope' }))).statusCode,
    ).toBe(404);

    const equities = aaLinkedAccountsSchema.parse(
      (await server.get(`${TRACKING}/aa-linked-accounts?service=track`)).json(),
    );
    expect(equities.acc_type).toBe('EQUITIES');
    expect(equities.accounts.every((a) => a.acc_type === 'EQUITIES')).toBe(true);
    expect(equities.accounts.map((a) => a.fip_id)).toContain('CDSLFIP');

    const banks = usersDiscoveredBanksSchema.parse(
      (await server.get(`${TRACK_V1}/users-discovered-banks`)).json(),
    );
    expect(banks.banks.find((b) => b.fip_id === 'CDSLFIP')).toMatchObject({ linked_account_count: 1 });
    expect(banks.count).toBe(banks.banks.length);

    const sheet = smsDeprecationBottomsheetSchema.parse(
      (await server.get(`${AGG}/sms-depreciation-bottomsheet`)).json(),
    );
    expect(sheet.show).toBe(true);
    expect((await server.get(`${TRACKING}/aa-linked-accounts?service=nope`)).statusCode).toBe(400);
  });
});
