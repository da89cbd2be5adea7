// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkingNavlinkSchema } from '@/api/schemas/aggregator-linking';
import { camsRevokeConsentSchema } from '@/api/schemas/aggregator-onboarding';
import {
  aaLinkedAccountsSchema,
  multiConsentInitiateSchema,
  revokeResultSchema,
} from '@/api/schemas/tracking';

import { aaErrorBodySchema } from './aa-error-body';
import { AGG, TRACKING, startAaServer, url, type AaServer } from './aa-server';
import { discover, initiate, verifyBankOtp, verifyPartnerOtp } from './aa-steps';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

function codeOf(body: string): string {
  return aaErrorBodySchema.parse(JSON.parse(body)).error.code;
}

/** Discovers HDFC for newbie and links its first account; returns the handle and account id. */
async function linkHdfc(provider: 'finvu' | 'cams' | 'ignosis' = 'finvu') {
  const { consent, screen } = await discover(server, { fip_ids: ['HDFC-FIP'], provider });
  const ref = screen.groups[0]?.accounts_list.find((account) => account.linkable)?.accRefNumber ?? '';
  const res = await verifyBankOtp(server, consent.consent_handle, 'HDFC-FIP', [ref]);
  expect(res.statusCode, res.body).toBe(200);
  return {
    handle: consent.consent_handle,
    accountId: res.json<{ linked_accounts: { account_id: string }[] }>().linked_accounts[0]?.account_id ?? '',
  };
}

describe('illegal steps and other customers', () => {
  it('answers 404 to another customer’s consent handle, on every step', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    const handle = consent.consent_handle;
    const calls = [
      verifyPartnerOtp(server, handle, '123456', 'other'),
      server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle }), 'other'),
      verifyBankOtp(server, handle, 'HDFC-FIP', ['x'], '123456', 'other'),
      server.get(url(`${AGG}/linking-navlink`, { consent_handle: handle }), 'other'),
      server.get(
        url(`${AGG}/onboard/secondary-mobile-number`, { consent_handle: handle, mobile: '9123456780' }),
        'other',
      ),
      server.get(url(`${AGG}/onboard/missing-account-screen`, { consent_handle: handle }), 'other'),
      server.get(url(`${TRACKING}/finvu-stop-tracking`, { consent_handle: handle }), 'other'),
      server.post(`${AGG}/cams/revoke-consent`, { consent_handle: handle }, 'other'),
      server.post(`${TRACKING}/consent/revoke/ignosis`, { consent_handle: handle }, 'other'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // …and the consent is untouched for its owner.
    expect((await verifyPartnerOtp(server, handle)).statusCode).toBe(200);
  });

  it('refuses a bank OTP before the partner OTP, and revoking before anything is linked', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    const early = await verifyBankOtp(server, consent.consent_handle, 'HDFC-FIP', ['x']);
    expect([early.statusCode, codeOf(early.body)]).toEqual([409, 'CONSENT_STATE']);
    const revoke = await server.get(
      url(`${TRACKING}/finvu-stop-tracking`, { consent_handle: consent.consent_handle }),
    );
    expect([revoke.statusCode, codeOf(revoke.body)]).toEqual([409, 'CONSENT_STATE']);
  });

  it('answers a final status PENDING before linking, with a navlink to resume', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    const res = await server.get(url(`${AGG}/linking-navlink`, { consent_handle: consent.consent_handle }));
    const final = linkingNavlinkSchema.parse(res.json());
    expect(final).toMatchObject({ status: 'PENDING', consent_status: 'INITIATED' });
    expect(final.navlink).toMatch(/^\/account-aggregator\/onboarding\/finvu-otp\?consent_handle=/);
  });

  it('a denied consent is REJECTED, stops tracking what it linked and cannot link more', async () => {
    const { handle, accountId } = await linkHdfc();
    const res = await server.get(
      url(`${AGG}/linking-navlink`, { consent_handle: handle, consent_status: 'DENY' }),
    );
    const final = linkingNavlinkSchema.parse(res.json());
    expect(final).toMatchObject({ status: 'REJECTED', consent_status: 'REJECTED', linked_accounts: [] });
    const linked = aaLinkedAccountsSchema.parse(
      (await server.get(`${TRACKING}/aa-linked-accounts?service=acc-agg`)).json(),
    );
    expect(linked.accounts.map((a) => a.account_id)).not.toContain(accountId);
    // Asking again changes nothing.
    const again = linkingNavlinkSchema.parse(
      (await server.get(url(`${AGG}/linking-navlink`, { consent_handle: handle }))).json(),
    );
    expect(again.status).toBe('REJECTED');
  });
});

describe('revocation per provider', () => {
  it('cams: revoke-consent unlinks the accounts; finvu stop tracking refuses a cams consent', async () => {
    const { handle, accountId } = await linkHdfc('cams');
    const wrong = await server.get(url(`${TRACKING}/finvu-stop-tracking`, { account_id: accountId }));
    expect([wrong.statusCode, codeOf(wrong.body)]).toEqual([409, 'PROVIDER_MISMATCH']);
    const res = await server.post(`${AGG}/cams/revoke-consent`, { consent_handle: handle });
    expect(res.statusCode, res.body).toBe(200);
    expect(camsRevokeConsentSchema.parse(res.json())).toMatchObject({
      provider: 'cams',
      consent_status: 'REVOKED',
      unlinked_account_ids: [accountId],
    });
    const twice = await server.post(`${AGG}/cams/revoke-consent`, { consent_handle: handle });
    expect([twice.statusCode, codeOf(twice.body)]).toEqual([409, 'CONSENT_STATE']);
  });

  it('ignosis: multi-consent gives one consent per FIP class; revoke names the accounts', async () => {
    const res = await server.get(
      url(`${TRACKING}/multi-consent/initiate/ignosis`, { fip_ids: 'HDFC-FIP,CDSLFIP,ICICI-FIP' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const multi = multiConsentInitiateSchema.parse(res.json());
    expect(multi.consents.map((c) => c.selected_fip_ids)).toEqual([['HDFC-FIP', 'ICICI-FIP'], ['CDSLFIP']]);
    expect(multi.consents.map((c) => c.flow_type)).toEqual(['savings', 'equity']);
    expect(multi.aa_handle).toBe('9123456780@ignosis');

    const { handle, accountId } = await linkHdfc('ignosis');
    const bad = await server.post(`${TRACKING}/consent/revoke/ignosis`, {
      consent_handle: handle,
      account_ids: ['acc_nope'],
    });
    expect([bad.statusCode, codeOf(bad.body)]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    const ok = await server.post(`${TRACKING}/consent/revoke/ignosis`, {
      consent_handle: handle,
      account_ids: [accountId],
    });
    expect(revokeResultSchema.parse(ok.json())).toMatchObject({
      provider: 'ignosis',
      consent_status: 'REVOKED',
    });
  });

  it.each([
    ['a missing handle', {}],
    ['a handle that is not a string', { consent_handle: 42 }],
    ['account_ids that are not a list', { consent_handle: 'h', account_ids: 'a' }],
  ])('answers 400 to a revoke body with %s', async (_name, body) => {
    for (const path of [`${AGG}/cams/revoke-consent`, `${TRACKING}/consent/revoke/ignosis`]) {
      const res = await server.post(path, body);
      expect([res.statusCode, codeOf(res.body)]).toEqual([400, 'BAD_REQUEST']);
    }
  });

  it('finvu stop tracking needs an account or a consent, and 404s an unknown account', async () => {
    const none = await server.get(`${TRACKING}/finvu-stop-tracking`);
    expect([none.statusCode, codeOf(none.body)]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await server.get(url(`${TRACKING}/finvu-stop-tracking`, { account_id: 'acc_nope' }));
    expect([unknown.statusCode, codeOf(unknown.body)]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
  });
});
