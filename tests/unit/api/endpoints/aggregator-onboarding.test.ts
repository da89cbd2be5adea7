import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type * as Onboarding from '@/api/endpoints/aggregator-onboarding';
import type * as Tracking from '@/api/endpoints/tracking';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { loadApi, type Api } from '../../../support/fetch-stub';
import { startFetchSandbox, type FetchSandbox } from '../../../support/sandbox';

let sandbox: FetchSandbox;
let api: Api;
let onboarding: typeof Onboarding;
let tracking: typeof Tracking;

beforeEach(async () => {
  sandbox = await startFetchSandbox();
  api = await loadApi();
  onboarding = await import('@/api/endpoints/aggregator-onboarding');
  tracking = await import('@/api/endpoints/tracking');
  api.auth.setAuthorization('Bearer newbie');
});
afterEach(async () => {
  api.auth.clearAuthorization();
  await sandbox.close();
});

/** What a screen reading these options gets; a fresh cache each time, as after a reload. */
const read: QueryClient['fetchQuery'] = (options) => new QueryClient().fetchQuery(options);

async function consentAt(fipIds: string[], mobile?: string) {
  return tracking.initiateConsent({ fip_ids: fipIds, ...(mobile === undefined ? {} : { mobile }) });
}

describe('aggregator onboarding endpoints (against the sandbox)', () => {
  it('runs the savings journey: partner OTP, discovery, bank OTP, final status', async () => {
    const consent = await consentAt(['HDFC-FIP']);
    const partner = await onboarding.verifyFinvuOtp({
      consent_handle: consent.consent_handle,
      otp: SANDBOX_STATIC_OTP,
    });
    expect(partner.discovery.status).toBe('ACCOUNTS_FOUND');
    expect(partner.next_navlink).toBe(
      `/account-aggregator/onboarding/discovery?consent_handle=${consent.consent_handle}`,
    );

    const screen = await read(onboarding.discoveryScreenQueryOptions(consent.consent_handle));
    const group = screen.groups[0]!;
    expect(group.fip_id).toBe('HDFC-FIP');
    const refs = group.accounts_list.filter((a) => a.linkable).map((a) => a.accRefNumber);
    expect(refs.length).toBeGreaterThan(0);

    const linked = await onboarding.verifyBankOtp({
      consent_handle: consent.consent_handle,
      fip_id: 'HDFC-FIP',
      otp: SANDBOX_STATIC_OTP,
      acc_ref_numbers: refs,
    });
    expect(linked.linked_accounts).toHaveLength(refs.length);
    expect(linked.pending_fip_ids).toEqual([]);

    const status = await read(
      onboarding.linkingNavlinkQueryOptions({
        consent_handle: consent.consent_handle,
        consent_status: 'ACCEPT',
        source: 'home',
      }),
    );
    expect(status.status).toBe('SUCCESS');
    expect(status.subtitle).toBe('Spending insights on where your money goes are on their way.');
    expect(status.navlink.startsWith('/savings?')).toBe(true);
    expect(sandbox.calls()).toContain(
      `GET /aa-service/onboard/verify-bank-otp?consent_handle=${consent.consent_handle}&fip_id=HDFC-FIP&otp=${SANDBOX_STATIC_OTP}&acc_ref_numbers=${refs.join('%2C')}`,
    );
  });

  it('raises a wrong OTP as an ApiError carrying the code and the attempts left', async () => {
    const consent = await consentAt(['HDFC-FIP']);
    const failure: unknown = await onboarding
      .verifyFinvuOtp({ consent_handle: consent.consent_handle, otp: '000000' })
      .catch((e: unknown) => e);
    if (!(failure instanceof api.errors.ApiError)) throw new Error('expected an ApiError');
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toMatchObject({ error: { code: 'INVALID_OTP', attempts_left: 2 } });
  });

  it('passes a partner error through with the partner’s raw message', async () => {
    const consent = await consentAt(['HDFC-FIP'], '9000000005');
    const failure = await onboarding
      .verifyFinvuOtp({ consent_handle: consent.consent_handle, otp: SANDBOX_STATIC_OTP })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe('Invalid auth key');
    // The partner steps' queries retry a lost connection once, never an answer.
    const retry = onboarding.discoveryScreenQueryOptions(consent.consent_handle).retry as (
      failureCount: number,
      error: unknown,
    ) => boolean;
    expect(onboarding.linkingNavlinkQueryOptions({ consent_handle: 'c', source: 'home' }).retry).toBe(retry);
    expect(retry(0, failure)).toBe(false);
    expect(retry(0, new api.errors.NetworkError())).toBe(true);
    expect(retry(1, new api.errors.NetworkError())).toBe(false);
  });

  it('sends change_number as true/false and discovers on another number', async () => {
    const consent = await consentAt(['HDFC-FIP']);
    await onboarding.verifyFinvuOtp({ consent_handle: consent.consent_handle, otp: SANDBOX_STATIC_OTP });
    const other = await onboarding.submitSecondaryMobile({
      consent_handle: consent.consent_handle,
      mobile: '9000000001',
      change_number: true,
    });
    expect(other.change_number).toBe(true);
    expect(other.discovery.status).toBe('NO_ACCOUNTS');
    expect(sandbox.calls().at(-1)).toContain('change_number=true');
    const missing = await read(onboarding.missingAccountQueryOptions(consent.consent_handle));
    expect(missing.reasons.map((reason) => reason.id)).toContain('DIFFERENT_MOBILE');
  });

  it('resends a bank OTP through the discovery screen', async () => {
    const consent = await consentAt(['HDFC-FIP']);
    await onboarding.verifyFinvuOtp({ consent_handle: consent.consent_handle, otp: SANDBOX_STATIC_OTP });
    await onboarding
      .verifyBankOtp({
        consent_handle: consent.consent_handle,
        fip_id: 'HDFC-FIP',
        otp: '000000',
        acc_ref_numbers: ['x'],
      })
      .catch(() => undefined);
    const before = (await read(onboarding.discoveryScreenQueryOptions(consent.consent_handle))).groups[0]!
      .bank_otp!;
    const after = (await onboarding.resendBankOtp(consent.consent_handle, 'hdfc-fip')).groups[0]!.bank_otp!;
    expect(after.attempts_left).toBe(3);
    expect(Date.parse(after.expires_at)).toBeGreaterThanOrEqual(Date.parse(before.expires_at));
  });

  it('reads the static screens, notifies and revokes a CAMS consent', async () => {
    expect((await read(onboarding.salesPageQueryOptions())).supported_fip_count).toBe(29);
    expect((await read(onboarding.unsupportedBanksQueryOptions())).suggestions.length).toBeGreaterThan(0);
    const notified = await onboarding.notifyUser({ reason: 'BANK_UNSUPPORTED', bank_name: 'Saraswat Bank' });
    expect('sent' in notified && notified.sent.status).toBe('SUBSCRIBED');

    const cams = await tracking.initiateConsent({ fip_ids: ['sbi-fip'], provider: 'cams' });
    await onboarding.verifyFinvuOtp({ consent_handle: cams.consent_handle, otp: SANDBOX_STATIC_OTP });
    const screen = await read(onboarding.discoveryScreenQueryOptions(cams.consent_handle));
    const refs = screen.groups[0]!.accounts_list.filter((a) => a.linkable).map((a) => a.accRefNumber);
    await onboarding.verifyBankOtp({
      consent_handle: cams.consent_handle,
      fip_id: 'sbi-fip',
      otp: SANDBOX_STATIC_OTP,
      acc_ref_numbers: refs,
    });
    const revoked = await onboarding.revokeCamsConsent({ consent_handle: cams.consent_handle });
    expect(revoked.provider).toBe('cams');
    expect(revoked.remaining_linked_count).toBe(0);
  });

  it('keys queries under aggregator and the consent', () => {
    expect(onboarding.discoveryScreenQueryOptions('h1').queryKey).toEqual([
      'aggregator',
      'consent',
      'h1',
      'discovery',
      false,
    ]);
    expect(onboarding.linkingNavlinkQueryOptions({ consent_handle: 'h1' }).queryKey.slice(0, 4)).toEqual([
      'aggregator',
      'consent',
      'h1',
      'linking-navlink',
    ]);
    expect(onboarding.missingAccountQueryOptions(null).queryKey).toEqual([
      'aggregator',
      'missing-account',
      'none',
    ]);
  });
});
