// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aaErrorBodySchema } from './aa-error-body';
import { TRACKING, startAaServer, url, type AaServer } from './aa-server';
import { initiate } from './aa-steps';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

const INITIATE = `${TRACKING}/banks/widgets/onboard/initiate-consent/web`;

function codeOf(body: string): string {
  return aaErrorBodySchema.parse(JSON.parse(body)).error.code;
}

describe('flow type and equity onboarding', () => {
  it.each([
    [['CDSLFIP', 'fip@nsdl'], 'equity', true],
    [['fip@nsdl'], 'equity', true],
    [['CDSLFIP', 'HDFC-FIP'], 'equity', false],
    [['HDFC-FIP', 'CDSLFIP'], 'savings', false],
    [['HDFCLIFE-FIP'], 'insurance', false],
    [['sbi-fip'], 'savings', false],
  ])('%j → %s (equity onboarding: %s)', async (fipIds, flow, equity) => {
    const consent = await initiate(server, { fip_ids: fipIds });
    expect(consent).toMatchObject({ flow_type: flow, is_equity_onboarding: equity });
  });

  it('takes the flow from the payload when given (US stocks, F&O)', async () => {
    expect((await initiate(server, { fip_ids: ['HDFC-FIP'], flow: 'us_stocks' })).flow_type).toBe(
      'us_stocks',
    );
  });

  it('matches FIP ids case-insensitively and drops repeats', async () => {
    const consent = await initiate(server, { bank_ifsc: 'SBIN', fip_ids: ['SBI-FIP', 'cdslfip'] });
    expect(consent.selected_fip_ids).toEqual(['sbi-fip', 'CDSLFIP']);
  });

  it.each([
    ['an unknown FIP', {}, { fip_ids: ['NOPE-FIP'] }, 'UNKNOWN_FIP'],
    ['an unsupported IFSC', { bank_ifsc: 'ZZZZ0001234' }, {}, 'UNSUPPORTED_BANK'],
    ['a malformed IFSC', { bank_ifsc: 'HDFC-12' }, {}, 'BAD_REQUEST'],
    ['no FIP at all', {}, {}, 'NO_FIP_SELECTED'],
    ['a bad mobile', {}, { fip_ids: ['HDFC-FIP'], mobile: '12345' }, 'BAD_REQUEST'],
    ['an unknown provider', {}, { fip_ids: ['HDFC-FIP'], provider: 'onemoney' }, 'BAD_REQUEST'],
    ['fip_ids that are not a list', {}, { fip_ids: 'HDFC-FIP' }, 'BAD_REQUEST'],
  ])('answers 400 to %s', async (_name, query, payload, code) => {
    const res = await server.post(url(INITIATE, query), payload);
    expect([res.statusCode, codeOf(res.body)]).toEqual([400, code]);
  });

  it('gives each provider its AA handle', async () => {
    expect((await initiate(server, { fip_ids: ['HDFC-FIP'], provider: 'cams' })).aa_handle).toBe(
      '9123456780@CAMSAA',
    );
    expect((await initiate(server, { fip_ids: ['HDFC-FIP'], provider: 'ignosis' })).aa_handle).toBe(
      '9123456780@ignosis',
    );
  });
});
