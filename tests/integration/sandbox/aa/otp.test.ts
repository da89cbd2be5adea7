// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyBankOtpSchema } from '@/api/schemas/aggregator-linking';

import { OTP_TTL_MS } from '../../../../sandbox/rules/aa/otp-challenge';
import { aaErrorBodySchema } from './aa-error-body';
import { pinnedClock, startAaServer, type AaServer } from './aa-server';
import { discover, initiate, verifyBankOtp, verifyPartnerOtp } from './aa-steps';

const clock = pinnedClock('2026-01-15T10:00:00.000Z');
let server: AaServer;
beforeAll(async () => {
  server = await startAaServer(clock);
});
afterAll(async () => {
  await server.close();
});

function errorOf(body: string) {
  return aaErrorBodySchema.parse(JSON.parse(body)).error;
}

describe('partner OTP', () => {
  it('counts down wrong attempts, then locks the challenge (even for the right OTP)', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    expect(consent.otp.expires_at).toBe(new Date(clock.now().getTime() + OTP_TTL_MS).toISOString());
    const first = await verifyPartnerOtp(server, consent.consent_handle, '111111');
    expect([first.statusCode, errorOf(first.body)]).toEqual([
      400,
      expect.objectContaining({ code: 'INVALID_OTP', attempts_left: 2 }),
    ]);
    const second = await verifyPartnerOtp(server, consent.consent_handle, '222222');
    expect(errorOf(second.body)).toMatchObject({ code: 'INVALID_OTP', attempts_left: 1 });
    const third = await verifyPartnerOtp(server, consent.consent_handle, '333333');
    expect([third.statusCode, errorOf(third.body).code]).toEqual([429, 'OTP_LOCKED']);
    const right = await verifyPartnerOtp(server, consent.consent_handle);
    expect([right.statusCode, errorOf(right.body).code]).toEqual([429, 'OTP_LOCKED']);
  });

  it('expires five minutes after it was sent', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    clock.advance(OTP_TTL_MS - 1000);
    const stillOk = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    clock.advance(1000);
    const expired = await verifyPartnerOtp(server, consent.consent_handle);
    expect([expired.statusCode, errorOf(expired.body).code]).toEqual([400, 'OTP_EXPIRED']);
    // A consent initiated 1 s before is still in time.
    expect((await verifyPartnerOtp(server, stillOk.consent_handle)).statusCode).toBe(200);
  });

  it('rejects an OTP that is not six digits without spending an attempt', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await verifyPartnerOtp(server, consent.consent_handle, otp);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.body)).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await verifyPartnerOtp(server, consent.consent_handle)).statusCode).toBe(200);
  });

  it('cannot be verified twice', async () => {
    const consent = await initiate(server, { fip_ids: ['HDFC-FIP'] });
    expect((await verifyPartnerOtp(server, consent.consent_handle)).statusCode).toBe(200);
    const again = await verifyPartnerOtp(server, consent.consent_handle);
    expect([again.statusCode, errorOf(again.body).code]).toEqual([409, 'CONSENT_STATE']);
  });
});

describe('bank OTP', () => {
  it('locks after three wrong OTPs and expires after five minutes', async () => {
    const { consent, screen } = await discover(server, { fip_ids: ['HDFC-FIP', 'CDSLFIP'] });
    const handle = consent.consent_handle;
    const hdfcRef = screen.groups[0]?.accounts_list[0]?.accRefNumber ?? '';
    const cdslRef = screen.groups[1]?.accounts_list[0]?.accRefNumber ?? '';
    expect(
      errorOf((await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfcRef], '999999')).body),
    ).toMatchObject({
      code: 'INVALID_OTP',
      attempts_left: 2,
    });
    await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfcRef], '999999');
    const locked = await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfcRef], '999999');
    expect([locked.statusCode, errorOf(locked.body).code]).toEqual([429, 'OTP_LOCKED']);
    expect((await verifyBankOtp(server, handle, 'HDFC-FIP', [hdfcRef])).statusCode).toBe(429);

    // The CDSL challenge is its own: it expires on its own clock.
    clock.advance(OTP_TTL_MS);
    const expired = await verifyBankOtp(server, handle, 'CDSLFIP', [cdslRef]);
    expect([expired.statusCode, errorOf(expired.body).code]).toEqual([400, 'OTP_EXPIRED']);
  });

  it('does not spend an attempt on accounts that are not in the discovery', async () => {
    const { consent, screen } = await discover(server, { fip_ids: ['HDFC-FIP'] });
    const handle = consent.consent_handle;
    for (let i = 0; i < 4; i += 1) {
      const res = await verifyBankOtp(server, handle, 'HDFC-FIP', ['NOT-A-REF'], '000000');
      expect([res.statusCode, errorOf(res.body).code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    }
    const cdsl = await verifyBankOtp(server, handle, 'CDSLFIP', ['x']);
    expect([cdsl.statusCode, errorOf(cdsl.body).code]).toEqual([404, 'FIP_NOT_DISCOVERED']);
    const ref = screen.groups[0]?.accounts_list[0]?.accRefNumber ?? '';
    const ok = await verifyBankOtp(server, handle, 'HDFC-FIP', [ref]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(verifyBankOtpSchema.parse(ok.json()).linked_accounts[0]?.linked_at).toBe(
      clock.now().toISOString(),
    );
  });
});
