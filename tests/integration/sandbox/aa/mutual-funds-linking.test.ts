// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkingNavlinkSchema } from '@/api/schemas/aggregator-linking';
import { fundPortfolioSchema, navHistorySchema } from '@/api/schemas/mutual-funds';
import { aaLinkedAccountsSchema, banksListScreenSchema, revokeResultSchema } from '@/api/schemas/tracking';

import { AGG, TRACKING, startAaServer, url, type AaServer } from './aa-server';
import { discover, initiate, verifyBankOtp } from './aa-steps';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

const PORTFOLIO = `${TRACKING}/mutual-funds/portfolio`;
const REGISTRARS = ['CAMSRTAFIP', 'kfinmf-fip'];

async function portfolio(token = 'newbie') {
  const res = await server.get(PORTFOLIO, token);
  expect(res.statusCode, res.body).toBe(200);
  return fundPortfolioSchema.parse(res.json());
}

describe('linking newbie’s mutual funds through the registrars', () => {
  it('offers the two registrars on the mutual-funds bank list', async () => {
    const res = await server.get(
      url(`${TRACKING}/banks/widgets/onboard/banks-list-screen`, { kind: 'REGISTRAR' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = banksListScreenSchema.parse(res.json());
    expect(list.banks.map((bank) => bank.fip_id).sort()).toEqual([...REGISTRARS].sort());
  });

  it('shows the folios once linked, and none after the consent is revoked', async () => {
    // Nothing before: the folios wait for their registrar accounts to be linked.
    expect((await portfolio()).folios).toEqual([]);

    const { consent, screen } = await discover(server, { fip_ids: REGISTRARS });
    expect(consent).toMatchObject({ flow_type: 'mutual_funds', is_equity_onboarding: false });
    expect(screen.flow_type).toBe('mutual_funds');
    expect(screen.groups.map((group) => [group.fip_id, group.kind, group.status])).toEqual([
      ['CAMSRTAFIP', 'REGISTRAR', 'ACCOUNTS_FOUND'],
      ['kfinmf-fip', 'REGISTRAR', 'ACCOUNTS_FOUND'],
    ]);
    const handle = consent.consent_handle;

    // Each registrar's own OTP links its folio.
    for (const group of screen.groups) {
      const refs = group.accounts_list.map((account) => account.accRefNumber);
      expect(group.accounts_list.every((account) => account.FIType === 'MUTUAL_FUNDS')).toBe(true);
      const linked = await verifyBankOtp(server, handle, group.fip_id, refs);
      expect(linked.statusCode, linked.body).toBe(200);
    }

    const final = linkingNavlinkSchema.parse(
      (await server.get(url(`${AGG}/linking-navlink`, { consent_handle: handle }))).json(),
    );
    expect(final).toMatchObject({ status: 'SUCCESS', consent_status: 'ACTIVE', flow_type: 'mutual_funds' });
    expect(final.title).toBe('Your mutual funds are linked');
    expect(new URL(final.navlink, 'https://kosh.test').pathname).toBe('/mutual-funds');

    // The portfolio now answers both folios, each line's NAV in the scheme's history.
    const funds = await portfolio();
    expect(funds.folios.map((folio) => [folio.registrar, folio.source])).toEqual([
      ['CAMS', 'CAMSRTAFIP'],
      ['KFINTECH', 'kfinmf-fip'],
    ]);
    for (const folio of funds.folios) {
      for (const scheme of folio.schemes) {
        expect(scheme.transactions.length).toBeGreaterThan(0);
        const history = navHistorySchema.parse(
          (await server.get(url(`${TRACKING}/mutual-funds/nav-history`, { isin: scheme.isin }))).json(),
        );
        const navs = new Map(history.points.map((point) => [point.day, point.nav_hundredth_paise]));
        for (const line of scheme.transactions) {
          if (line.kind !== 'stamp_duty') expect(navs.get(line.day)).toBe(line.nav_hundredth_paise);
        }
      }
    }
    // Linked accounts name them as mutual funds, not savings.
    const all = aaLinkedAccountsSchema.parse(
      (
        await server.get(url(`${TRACKING}/aa-linked-accounts`, { service: 'acc-agg', acc_type: 'ALL' }))
      ).json(),
    );
    expect(all.accounts.map((account) => account.acc_type)).toEqual(['MUTUAL_FUNDS', 'MUTUAL_FUNDS']);
    // Another customer's portfolio is untouched.
    expect((await portfolio('other')).folios.map((folio) => folio.folio_number)).not.toContain(
      funds.folios[0]?.folio_number,
    );

    // Revoking the consent stops tracking both folios: the portfolio is empty again.
    const stop = await server.get(url(`${TRACKING}/finvu-stop-tracking`, { consent_handle: handle }));
    expect(stop.statusCode, stop.body).toBe(200);
    expect(revokeResultSchema.parse(stop.json())).toMatchObject({
      consent_status: 'REVOKED',
      remaining_linked_count: 0,
    });
    expect((await portfolio()).folios).toEqual([]);
    const isin = funds.folios[0]?.schemes[0]?.isin ?? '';
    const hidden = await server.get(url(`${TRACKING}/mutual-funds/nav-history`, { isin }));
    expect(hidden.statusCode).toBe(404);
  });

  it('shows demo’s fund units held in the CDSL demat while that demat is tracked, and not after', async () => {
    const held = (await portfolio('demo')).folios.filter((folio) => folio.source === 'CDSLFIP');
    expect(held.map((folio) => [folio.folio_number, folio.schemes.map((s) => s.isin)])).toEqual([
      ['1208160000047702', ['INF789F1AUX7']],
    ]);
    // The demat's consent covers its shares and its fund units: stopping it hides both.
    const stop = await server.get(
      url(`${TRACKING}/finvu-stop-tracking`, { consent_handle: 'seed-consent-demo-2' }),
      'demo',
    );
    expect(stop.statusCode, stop.body).toBe(200);
    const after = await portfolio('demo');
    expect(after.folios.filter((folio) => folio.source === 'CDSLFIP')).toEqual([]);
    expect(after.folios.length).toBeGreaterThan(0);
  });

  it('answers bad input with a 400, never a 500', async () => {
    const badFlow = await server.post(`${TRACKING}/banks/widgets/onboard/initiate-consent/web`, {
      fip_ids: REGISTRARS,
      flow: 'mutual-fund',
    });
    expect(badFlow.statusCode).toBe(400);
    const badKind = await server.get(
      url(`${TRACKING}/banks/widgets/onboard/banks-list-screen`, { kind: 'RTA' }),
    );
    expect(badKind.statusCode).toBe(400);
    const consent = await initiate(server, { fip_ids: REGISTRARS, flow: 'mutual_funds' });
    expect(consent.flow_type).toBe('mutual_funds');
    const badOtp = await verifyBankOtp(server, consent.consent_handle, 'CAMSRTAFIP', ['x'], '12ab');
    expect(badOtp.statusCode).toBe(400);
    const badIsin = await server.get(url(`${TRACKING}/mutual-funds/nav-history`, { isin: 'NOT-AN-ISIN' }));
    expect(badIsin.statusCode).toBe(400);
  });
});
