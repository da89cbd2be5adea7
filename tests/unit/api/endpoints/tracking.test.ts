import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type * as Onboarding from '@/api/endpoints/aggregator-onboarding';
import type * as Tracking from '@/api/endpoints/tracking';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { loadApi, urlOf, type Api } from '../../../support/fetch-stub';
import { startFetchSandbox, type FetchSandbox } from '../../../support/sandbox';

let sandbox: FetchSandbox;
let api: Api;
let tracking: typeof Tracking;
let onboarding: typeof Onboarding;

beforeEach(async () => {
  sandbox = await startFetchSandbox();
  api = await loadApi();
  tracking = await import('@/api/endpoints/tracking');
  onboarding = await import('@/api/endpoints/aggregator-onboarding');
  api.auth.setAuthorization('Bearer newbie');
});
afterEach(async () => {
  api.auth.clearAuthorization();
  await sandbox.close();
});

/** What a screen reading these options gets; a fresh cache each time, as after a reload. */
const read: QueryClient['fetchQuery'] = (options) => new QueryClient().fetchQuery(options);

/** Links newbie's accounts at `fipId` through `provider`; returns the consent handle. */
async function link(fipId: string, provider: 'finvu' | 'cams' | 'ignosis' = 'finvu'): Promise<string> {
  const consent =
    provider === 'ignosis'
      ? (await tracking.initiateIgnosisConsents({ fip_ids: [fipId] })).consents[0]!
      : await tracking.initiateConsent({ fip_ids: [fipId], provider });
  await onboarding.verifyFinvuOtp({ consent_handle: consent.consent_handle, otp: SANDBOX_STATIC_OTP });
  const screen = await read(onboarding.discoveryScreenQueryOptions(consent.consent_handle));
  const refs = screen.groups
    .flatMap((g) => g.accounts_list)
    .filter((a) => a.linkable)
    .map((a) => a.accRefNumber);
  await onboarding.verifyBankOtp({
    consent_handle: consent.consent_handle,
    fip_id: fipId,
    otp: SANDBOX_STATIC_OTP,
    acc_ref_numbers: refs,
  });
  return consent.consent_handle;
}

describe('tracking endpoints (against the sandbox)', () => {
  it('lists the banks of one kind, with the IFSC query on initiate', async () => {
    const depositories = await read(tracking.banksListQueryOptions('DEPOSITORY'));
    expect(depositories.banks.map((b) => b.fip_id)).toEqual(['CDSLFIP', 'fip@nsdl']);
    expect(sandbox.calls().at(-1)).toBe(
      'GET /tracking-service/banks/widgets/onboard/banks-list-screen?kind=DEPOSITORY',
    );
    const consent = await tracking.initiateConsent({ fip_ids: ['CDSLFIP'] }, 'HDFC0001234');
    expect(consent.selected_fip_ids).toEqual(['HDFC-FIP', 'CDSLFIP']);
    expect(sandbox.calls().at(-1)).toBe(
      'POST /tracking-service/banks/widgets/onboard/initiate-consent/web?bank_ifsc=HDFC0001234',
    );
  });

  it('detects equity onboarding for the depositories, or just one of them', async () => {
    expect((await tracking.initiateConsent({ fip_ids: ['CDSLFIP', 'fip@nsdl'] })).is_equity_onboarding).toBe(
      true,
    );
    expect((await tracking.initiateConsent({ fip_ids: ['fip@nsdl'] })).is_equity_onboarding).toBe(true);
    expect((await tracking.initiateConsent({ fip_ids: ['fip@nsdl', 'HDFC-FIP'] })).is_equity_onboarding).toBe(
      false,
    );
  });

  it('revokes per provider: finvu stop tracking, ignosis revoke; linked lists follow', async () => {
    await link('HDFC-FIP');
    const ignosis = await link('sbi-fip', 'ignosis');
    const savings = await read(
      tracking.linkedAccountsQueryOptions({ service: 'acc-agg', acc_type: 'SAVINGS' }),
    );
    expect(savings.accounts.map((a) => a.fip_id).sort()).toEqual(['HDFC-FIP', 'sbi-fip']);
    expect(sandbox.calls().at(-1)).toBe(
      'GET /tracking-service/aa-linked-accounts?service=acc-agg&acc_type=SAVINGS',
    );

    const hdfc = savings.accounts.find((a) => a.fip_id === 'HDFC-FIP')!;
    const details = await read(tracking.finvuRevokeDetailsQueryOptions({ account_id: hdfc.account_id }));
    expect(details.consents[0]?.linked_accounts[0]?.account_id).toBe(hdfc.account_id);
    const stopped = await tracking.finvuStopTracking({ account_id: hdfc.account_id });
    expect(stopped.unlinked_account_ids).toEqual([hdfc.account_id]);

    const revoked = await tracking.revokeIgnosisConsent({ consent_handle: ignosis });
    expect(revoked.provider).toBe('ignosis');
    expect(
      (await read(tracking.linkedAccountsQueryOptions({ service: 'acc-agg', acc_type: 'SAVINGS' }))).count,
    ).toBe(0);
  });

  it('reads the onboarding cache, and the CAMS temp data when the cache fails', async () => {
    expect((await read(tracking.onboardingCacheQueryOptions())).source).toBe('TRACKING_CACHE');
    const original = sandbox.fetchMock.getMockImplementation()!;
    sandbox.fetchMock.mockImplementation((input, init) =>
      urlOf(input).includes('get-onboarding-cache')
        ? Promise.resolve(new Response('{"error":{"code":"DOWN","message":"down"}}', { status: 503 }))
        : original(input, init),
    );
    const cache = await read(tracking.onboardingCacheQueryOptions());
    expect(cache.source).toBe('CAMS_TEMP_DATA');
    expect(sandbox.calls().slice(-2)).toEqual([
      'GET /tracking-service/onboard/get-onboarding-cache',
      'GET /aa-service/cams/fetch-temp-data',
    ]);
  });

  it('keys queries under tracking', () => {
    expect(tracking.linkedAccountsQueryOptions({ service: 'track' }).queryKey).toEqual([
      'tracking',
      'linked-accounts',
      { service: 'track' },
    ]);
    expect(tracking.banksListQueryOptions().queryKey).toEqual(['tracking', 'banks-list', 'ALL']);
  });
});
