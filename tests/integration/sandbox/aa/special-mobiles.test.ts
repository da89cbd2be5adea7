// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  discoveryScreenSchema,
  verifyBankOtpSchema,
  verifyPartnerOtpSchema,
} from '@/api/schemas/aggregator-linking';
import { missingAccountScreenSchema } from '@/api/schemas/aggregator-onboarding';
import { partnerErrorCode } from '@/domain/aa/partner-errors';

import { aaErrorBodySchema } from './aa-error-body';
import { AGG, startAaServer, url, type AaServer } from './aa-server';
import { discover, initiate, verifyBankOtp, verifyPartnerOtp } from './aa-steps';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

describe('special mobile numbers', () => {
  it('9000000001 finds no accounts; the missing-account screen explains why', async () => {
    const { consent, screen } = await discover(server, {
      fip_ids: ['HDFC-FIP', 'CDSLFIP'],
      mobile: '9000000001',
    });
    expect(screen.status).toBe('NO_ACCOUNTS');
    expect(screen.total_accounts).toBe(0);
    expect(screen.groups.every((group) => group.status === 'NO_ACCOUNTS' && group.bank_otp === null)).toBe(
      true,
    );
    const res = await server.get(
      url(`${AGG}/onboard/missing-account-screen`, { consent_handle: consent.consent_handle }),
    );
    const missing = missingAccountScreenSchema.parse(res.json());
    expect(missing.mobile_masked).toBe('XXXXXX0001');
    expect(missing.reasons.map((reason) => reason.id)).toEqual(['DIFFERENT_MOBILE', 'INACTIVE_ACCOUNT']);
    expect(missing.reasons[0]?.action?.navlink).toMatch(
      /^\/account-aggregator\/onboarding\/enter-secondary-mobile\/client\?consent_handle=.+&change_number=true$/,
    );
  });

  it('9000000001 answers the partner OTP with a navlink to the missing-account screen', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'], mobile: '9000000001' });
    const verified = verifyPartnerOtpSchema.parse(
      (await verifyPartnerOtp(server, consent.consent_handle)).json(),
    );
    expect(verified.discovery.status).toBe('NO_ACCOUNTS');
    expect(verified.next_navlink).toMatch(/^\/account-aggregator\/onboarding\/missing-account\?/);
  });

  it('9000000002 reports one account already linked and one new one that links', async () => {
    const { consent, screen } = await discover(server, { fip_ids: ['HDFC-FIP'], mobile: '9000000002' });
    const accounts = screen.groups[0]?.accounts_list ?? [];
    const already = accounts.filter((account) => account.trackingAtKosh);
    const fresh = accounts.filter((account) => account.linkable);
    expect(already).toHaveLength(1);
    expect(already[0]).toMatchObject({ auto_selected: false, linkable: false });
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    const blocked = await verifyBankOtp(server, consent.consent_handle, 'HDFC-FIP', [
      already[0]?.accRefNumber ?? '',
    ]);
    expect(blocked.statusCode).toBe(409);
    expect(aaErrorBodySchema.parse(blocked.json()).error.code).toBe('ACCOUNT_ALREADY_LINKED');
    const ok = await verifyBankOtp(server, consent.consent_handle, 'HDFC-FIP', [
      fresh[0]?.accRefNumber ?? '',
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(verifyBankOtpSchema.parse(ok.json()).linked_accounts).toHaveLength(1);
  });

  it('9000000002 invents a new account at a FIP where the persona has none', async () => {
    const { screen } = await discover(server, { fip_ids: ['AXIS001'], mobile: '9000000002' });
    const accounts = screen.groups[0]?.accounts_list ?? [];
    expect(accounts.map((a) => [a.trackingAtKosh, a.linkable])).toEqual([
      [true, false],
      [false, true],
    ]);
    // The same persona gets the same invented account next time.
    const again = await discover(server, { fip_ids: ['AXIS001'], mobile: '9000000002' });
    expect(again.screen.groups[0]?.accounts_list.map((a) => a.accRefNumber)).toEqual(
      accounts.map((a) => a.accRefNumber),
    );
  });

  it('9000000003 reports the first FIP unavailable with a low success rate; the others still discover', async () => {
    const { screen } = await discover(server, { fip_ids: ['HDFC-FIP', 'CDSLFIP'], mobile: '9000000003' });
    expect(screen.groups[0]).toMatchObject({
      fip_id: 'HDFC-FIP',
      status: 'FIP_UNAVAILABLE',
      low_success_rate: true,
      accounts_list: [],
    });
    expect(screen.groups[0]?.message).toMatch(/temporarily unavailable/);
    expect(screen.groups[1]).toMatchObject({ fip_id: 'CDSLFIP', status: 'ACCOUNTS_FOUND' });
    expect(screen.status).toBe('ACCOUNTS_FOUND');
  });

  it.each([
    ['9000000004', 'Empty response from login', 'restart-journey'],
    ['9000000005', 'Invalid auth key', 'try-later'],
    ['9000000006', "Cannot read properties of null (reading 'addEventListener')", 'restart-journey'],
    ['9000000007', 'Failed to fetch', 'reload-app'],
  ])('%s makes every partner step fail with 502 "%s"', async (mobile, raw, shown) => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'], mobile });
    const handle = consent.consent_handle;
    for (const res of [
      await verifyPartnerOtp(server, handle),
      await server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle })),
      await verifyBankOtp(server, handle, 'HDFC-FIP', ['x']),
    ]) {
      expect(res.statusCode).toBe(502);
      const { error } = aaErrorBodySchema.parse(res.json());
      expect(error).toEqual({ code: 'PARTNER_ERROR', message: raw });
      expect(partnerErrorCode(error.message)).toBe(shown);
    }
  });

  it('a partner error on a secondary number fails that step only', async () => {
    const { consent } = await discover(server, { fip_ids: ['HDFC-FIP'] });
    const res = await server.get(
      url(`${AGG}/onboard/secondary-mobile-number`, {
        consent_handle: consent.consent_handle,
        mobile: '9000000005',
      }),
    );
    expect(res.statusCode).toBe(502);
    const screen = await server.get(
      url(`${AGG}/onboard/discovery-screen`, { consent_handle: consent.consent_handle }),
    );
    expect(screen.statusCode).toBe(200);
  });

  it(
    '9000000008 is slow: a partner step takes about 3 s, and still succeeds',
    { timeout: 15_000 },
    async () => {
      const consent = await initiate(server, { fip_ids: ['HDFC-FIP'], mobile: '9000000008' });
      const started = performance.now();
      const res = await verifyPartnerOtp(server, consent.consent_handle);
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(took).toBeGreaterThanOrEqual(3000 - 50);
      expect(verifyPartnerOtpSchema.parse(res.json()).discovery.status).toBe('ACCOUNTS_FOUND');
    },
  );
});

describe('secondary mobile number', () => {
  it('adds what another number finds, or replaces the number when change_number=true', async () => {
    const { consent, screen } = await discover(server, { fip_ids: ['HDFC-FIP'], mobile: '9000000001' });
    expect(screen.total_accounts).toBe(0);
    const handle = consent.consent_handle;
    const added = await server.get(
      url(`${AGG}/onboard/secondary-mobile-number`, { consent_handle: handle, mobile: '9123456780' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const after = discoveryScreenSchema.parse(
      (await server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle }))).json(),
    );
    expect(after.total_accounts).toBeGreaterThan(0);
    expect(after.mobile_masked).toBe('XXXXXX0001');
    const changed = await server.get(
      url(`${AGG}/onboard/secondary-mobile-number`, {
        consent_handle: handle,
        mobile: '9000000001',
        change_number: 'true',
      }),
    );
    const body = changed.json<{ change_number: boolean; discovery: { account_count: number } }>();
    expect(body).toMatchObject({ change_number: true, discovery: { account_count: 0 } });
  });

  it('rejects a malformed number with 400 naming the field', async () => {
    const { consent } = await discover(server, { fip_ids: ['HDFC-FIP'] });
    const res = await server.get(
      url(`${AGG}/onboard/secondary-mobile-number`, {
        consent_handle: consent.consent_handle,
        mobile: '12345',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(aaErrorBodySchema.parse(res.json()).error.message).toMatch(/^mobile:/);
  });
});
