// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  discoveryScreenSchema,
  linkingNavlinkSchema,
  verifyBankOtpSchema,
  verifyPartnerOtpSchema,
} from '@/api/schemas/aggregator-linking';
import { usersDiscoveredBanksSchema } from '@/api/schemas/track-v1';
import { aaLinkedAccountsSchema, banksListScreenSchema, revokeResultSchema } from '@/api/schemas/tracking';

import { aaErrorBodySchema } from './aa-error-body';
import { AGG, TRACKING, TRACK_V1, startAaServer, url, type AaServer } from './aa-server';
import { initiate, verifyBankOtp, verifyPartnerOtp } from './aa-steps';
import { readDb } from './aa-world';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

const savings = url(`${TRACKING}/aa-linked-accounts`, { service: 'acc-agg', acc_type: 'SAVINGS' });

describe('the whole linking journey of newbie (HDFC savings + CDSL demat)', () => {
  it('runs from the bank list to linked, then to revoked and gone', async () => {
    // Bank list: the 29 FIPs, HDFC among them, nothing tracked yet.
    const list = banksListScreenSchema.parse(
      (await server.get(`${TRACKING}/banks/widgets/onboard/banks-list-screen`)).json(),
    );
    expect(list.banks).toHaveLength(29);
    expect(list.banks.find((bank) => bank.fip_id === 'HDFC-FIP')).toMatchObject({
      ifsc_prefix: 'HDFC',
      popular: true,
      tracked: false,
    });

    // Nothing linked before.
    const before = aaLinkedAccountsSchema.parse((await server.get(savings)).json());
    expect(before.count).toBe(0);

    // Initiate: HDFC from the IFSC, CDSL from the payload; a bank first means the savings flow.
    const consent = await initiate(server, { bank_ifsc: 'HDFC0001234', fip_ids: ['CDSLFIP'] });
    expect(consent).toMatchObject({
      provider: 'finvu',
      aa_handle: '9123456780@finvu',
      consent_status: 'INITIATED',
      selected_fip_ids: ['HDFC-FIP', 'CDSLFIP'],
      flow_type: 'savings',
      is_equity_onboarding: false,
      mobile_masked: 'XXXXXX6780',
    });
    expect(consent.otp).toMatchObject({ sent: true, length: 6, attempts_left: 3, sender: 'Finvu' });
    const handle = consent.consent_handle;

    // Discovery before the partner OTP is an illegal step.
    const early = await server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle }));
    expect(early.statusCode).toBe(409);

    // A wrong partner OTP: 400 with the attempts left.
    const wrong = await verifyPartnerOtp(server, handle, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(aaErrorBodySchema.parse(wrong.json()).error).toMatchObject({
      code: 'INVALID_OTP',
      attempts_left: 2,
    });

    // The right one: discovery runs at once.
    const verified = verifyPartnerOtpSchema.parse((await verifyPartnerOtp(server, handle)).json());
    expect(verified).toMatchObject({ consent_status: 'DISCOVERED', verified: true });
    expect(verified.discovery).toMatchObject({ status: 'ACCOUNTS_FOUND', fip_count: 2 });
    expect(verified.next_navlink).toMatch(/^\/account-aggregator\/onboarding\/discovery\?consent_handle=/);

    // Discovery screen: HDFC savings and CDSL demat, grouped by FIP, not tracked, auto-selected.
    const screenRes = await server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle }));
    const screen = discoveryScreenSchema.parse(screenRes.json());
    expect(screen.groups.map((group) => [group.fip_id, group.status])).toEqual([
      ['HDFC-FIP', 'ACCOUNTS_FOUND'],
      ['CDSLFIP', 'ACCOUNTS_FOUND'],
    ]);
    const hdfc = screen.groups[0]?.accounts_list.find((account) => account.accType === 'SAVINGS');
    const cdsl = screen.groups[1]?.accounts_list[0];
    expect(hdfc).toMatchObject({
      FIType: 'DEPOSIT',
      fipId: 'HDFC-FIP',
      trackingAtKosh: false,
      auto_selected: true,
      linkable: true,
    });
    expect(cdsl).toMatchObject({ FIType: 'EQUITIES', fipId: 'CDSLFIP', trackingAtKosh: false });
    expect(screen.groups[0]?.bank_otp).toMatchObject({ sent: true, verified: false, attempts_left: 3 });
    if (hdfc === undefined) throw new Error('no HDFC savings account discovered');
    expect(hdfc.details.last_four).toBe(hdfc.maskedAccNumber.slice(-4));
    expect(screen.auto_selected_acc_ref_numbers).toContain(hdfc.accRefNumber);

    // Bank OTP for HDFC links the chosen account.
    const linkedRes = await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfc.accRefNumber]);
    expect(linkedRes.statusCode, linkedRes.body).toBe(200);
    const linked = verifyBankOtpSchema.parse(linkedRes.json());
    expect(linked.consent_status).toBe('LINKED');
    expect(linked.linked_accounts).toHaveLength(1);
    expect(linked.pending_fip_ids).toEqual(['CDSLFIP']);
    const accountId = linked.linked_accounts[0]?.account_id ?? '';
    const [row] = readDb<{ linked: number; consent_handle: string; link_ref_number: string }>(
      server.dbFile,
      'SELECT linked, consent_handle, link_ref_number FROM fi_accounts WHERE id = ?',
      accountId,
    );
    expect(row).toMatchObject({
      linked: 1,
      consent_handle: handle,
      link_ref_number: linked.linked_accounts[0]?.link_ref_number,
    });

    // Linking the same account again is refused; the discovery screen now shows it tracked.
    expect((await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfc.accRefNumber])).statusCode).toBe(409);
    const after = discoveryScreenSchema.parse(
      (await server.get(url(`${AGG}/onboard/discovery-screen`, { consent_handle: handle }))).json(),
    );
    expect(after.groups[0]?.accounts_list.find((a) => a.accRefNumber === hdfc.accRefNumber)).toMatchObject({
      trackingAtKosh: true,
      auto_selected: false,
      linkable: false,
    });

    // Final status: approved → ACTIVE, navlink to the savings area with the linking parameters.
    const finalRes = await server.get(
      url(`${AGG}/linking-navlink`, {
        consent_handle: handle,
        source: 'bank-list',
        native_platform: 'android',
      }),
    );
    const final = linkingNavlinkSchema.parse(finalRes.json());
    expect(final).toMatchObject({ status: 'SUCCESS', consent_status: 'ACTIVE', flow_type: 'savings' });
    expect(final.linked_accounts.map((a) => a.account_id)).toEqual([accountId]);
    const navlink = new URL(final.navlink, 'https://kosh.test');
    expect(navlink.pathname).toBe('/savings');
    expect(Object.fromEntries(navlink.searchParams)).toEqual({
      fipId: 'HDFC-FIP',
      source: 'bank-list',
      consent_status: 'ACTIVE',
      native_platform: 'android',
      flow_type: 'savings',
    });

    // The linked account shows up.
    const visible = aaLinkedAccountsSchema.parse((await server.get(savings)).json());
    expect(visible.accounts).toEqual([
      expect.objectContaining({
        account_id: accountId,
        acc_num: hdfc.maskedAccNumber,
        acc_type: 'SAVINGS',
        fip_id: 'HDFC-FIP',
        provider: 'finvu',
        broker_name: null,
      }),
    ]);
    const banks = usersDiscoveredBanksSchema.parse(
      (await server.get(`${TRACK_V1}/users-discovered-banks`)).json(),
    );
    expect(banks.banks.find((b) => b.fip_id === 'HDFC-FIP')).toMatchObject({ linked_account_count: 1 });
    // Another customer never sees it.
    const others = aaLinkedAccountsSchema.parse((await server.get(savings, 'other')).json());
    expect(others.accounts.map((a) => a.account_id)).not.toContain(accountId);

    // Stop tracking: the account goes, the consent is revoked, and it cannot be linked again.
    const stop = await server.get(url(`${TRACKING}/finvu-stop-tracking`, { account_id: accountId }));
    expect(stop.statusCode, stop.body).toBe(200);
    expect(revokeResultSchema.parse(stop.json())).toMatchObject({
      consent_handle: handle,
      consent_status: 'REVOKED',
      unlinked_account_ids: [accountId],
      remaining_linked_count: 0,
    });
    expect(aaLinkedAccountsSchema.parse((await server.get(savings)).json()).count).toBe(0);
    const relink = await verifyBankOtp(server, handle, 'CDSLFIP', [cdsl?.accRefNumber ?? '']);
    expect(relink.statusCode).toBe(409);
    expect(aaErrorBodySchema.parse(relink.json()).error.code).toBe('CONSENT_STATE');
    const [gone] = readDb<{ linked: number; consent_handle: string | null }>(
      server.dbFile,
      'SELECT linked, consent_handle FROM fi_accounts WHERE id = ?',
      accountId,
    );
    expect(gone).toEqual({ linked: 0, consent_handle: null });
  });
});
