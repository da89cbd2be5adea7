// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { fundPortfolioSchema } from '@/api/schemas/mutual-funds';
import { fundCasImportSchema } from '@/api/schemas/mutual-funds-import';

import { writeSampleFundCas } from '../../../../sandbox/routes/mutual-funds/fund-cas-sample-pdf';
import type { FundCasStatement } from '../../../../sandbox/routes/mutual-funds/fund-cas-statement';
import { FUNDS, type FundsServer, startFundsServer } from './funds-server';

let server: FundsServer;

beforeAll(async () => {
  server = await startFundsServer();
});
afterAll(async () => {
  await server.close();
});

const NEWBIE_PAN = 'BNZPN4821K';

function upload(file: Buffer, password: string, token = 'newbie') {
  return server.app.inject({
    method: 'POST',
    url: `${FUNDS}/cas-import`,
    headers: { authorization: `Bearer ${token}` },
    payload: { password, file_base64: file.toString('base64') },
  });
}

async function download(url: string, token = 'newbie'): Promise<Buffer> {
  const res = await server.get(url, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}

const sample = (token = 'newbie') => download('/sandbox/samples/fund-cas.pdf', token);

async function folios(token = 'newbie') {
  return fundPortfolioSchema.parse((await server.get(`${FUNDS}/portfolio`, token)).json()).folios;
}

async function lineCount(token = 'newbie'): Promise<number> {
  return (await folios(token)).flatMap((f) => f.schemes).flatMap((s) => s.transactions).length;
}

function errorOf(res: { statusCode: number; json(): unknown }): [number, string] {
  return [res.statusCode, apiErrorBodySchema.parse(res.json()).error.code];
}

/** A statement of newbie's with one scheme, to bend one fact at a time. */
function crafted(overrides: Partial<FundCasStatement>, isin = 'INF879O01027'): Promise<Buffer> {
  return writeSampleFundCas(
    {
      registrar: 'KFINTECH',
      holderName: 'Priya Nair',
      pan: NEWBIE_PAN,
      statementDate: '2026-01-10',
      folios: [
        {
          folioNumber: '12345678/90',
          amc: 'PPFAS Mutual Fund',
          schemes: [
            {
              isin,
              name: 'A scheme',
              lines: [
                {
                  day: '2025-06-02',
                  kind: 'purchase',
                  amountPaise: 99_950,
                  unitsMilli: 12_000,
                  navHundredthPaise: 832_900,
                },
                {
                  day: '2025-06-02',
                  kind: 'stamp_duty',
                  amountPaise: 50,
                  unitsMilli: 0,
                  navHundredthPaise: 0,
                },
              ],
            },
          ],
        },
      ],
      ...overrides,
    },
    NEWBIE_PAN,
  );
}

// The first upload waits for a file worker to load pdf.js: seconds on a busy machine.
describe('POST /tracking-service/mutual-funds/cas-import', { timeout: 60_000 }, () => {
  it('refuses a wrong password, a corrupt file, a non-PDF and an over-size file, adding nothing', async () => {
    const file = await sample();
    expect(errorOf(await upload(file, 'ZZZZZ9999Z'))).toEqual([422, 'CAS_WRONG_PASSWORD']);
    const corrupt = Buffer.concat([file.subarray(0, 400), Buffer.from('garbage')]);
    expect(errorOf(await upload(corrupt, NEWBIE_PAN))).toEqual([422, 'CAS_UNREADABLE']);
    expect(errorOf(await upload(Buffer.from('\u0089PNG\r\n\u001a\n'), NEWBIE_PAN))).toEqual([
      422,
      'CAS_UNREADABLE',
    ]);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(errorOf(await upload(big, NEWBIE_PAN))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await folios()).toEqual([]);
  });

  it('refuses a demat CAS, a statement of another PAN, an unknown scheme and a future date', async () => {
    const demat = await download('/sandbox/samples/cas.pdf?depository=NSDL');
    expect(errorOf(await upload(demat, NEWBIE_PAN))).toEqual([422, 'CAS_NOT_RECOGNISED']);
    // demo's statement, opened with demo's PAN by newbie: readable, but not newbie's.
    const demos = await sample('demo');
    expect(errorOf(await upload(demos, 'ABCPS1234F'))).toEqual([422, 'CAS_PAN_MISMATCH']);
    const unknown = await crafted({}, 'INF000Z01011');
    expect(errorOf(await upload(unknown, NEWBIE_PAN))).toEqual([422, 'CAS_UNKNOWN_SCHEME']);
    const future = await crafted({ statementDate: '2027-01-01' });
    expect(errorOf(await upload(future, NEWBIE_PAN))).toEqual([422, 'CAS_BAD_DATE']);
    const noDay = await crafted({ statementDate: '2025-02-30' });
    expect(errorOf(await upload(noDay, NEWBIE_PAN))).toEqual([422, 'CAS_BAD_DATE']);
    expect(await folios()).toEqual([]);
  });

  it('imports the sample once, as cas folios valued in the portfolio; the same file again adds nothing', async () => {
    const file = await sample();
    const first = await upload(file, NEWBIE_PAN);
    expect(first.statusCode).toBe(201);
    const added = fundCasImportSchema.parse(first.json());
    expect(added).toMatchObject({ registrar: 'CAMS', folios_count: 2, already_imported: false });
    expect(added.transactions_added).toBe(8);
    const listed = await folios();
    expect(listed.map((f) => [f.source, f.registrar, f.schemes.length])).toEqual([
      ['cas', 'CAMS', 1],
      ['cas', 'CAMS', 1],
    ]);
    expect(await lineCount()).toBe(8);

    const again = await Promise.all([upload(file, NEWBIE_PAN), upload(file, NEWBIE_PAN)]);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(fundCasImportSchema.parse(res.json())).toMatchObject({
        transactions_added: 0,
        already_imported: true,
      });
    }
    expect(await lineCount()).toBe(8);
    // Another customer sees none of it.
    const others = (await folios('demo')).filter((f) => f.source === 'cas');
    expect(others).toEqual([]);

    const reset = await server.app.inject({
      method: 'DELETE',
      url: '/sandbox/fund-imports',
      headers: { authorization: 'Bearer newbie' },
    });
    expect(reset.json()).toEqual({ removed: 2 });
    expect(await folios()).toEqual([]);
  });

  it('answers 400 to a malformed body and 401 without a token', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: `${FUNDS}/cas-import`,
      headers: { authorization: 'Bearer newbie' },
      payload: { password: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await server.app.inject({ method: 'POST', url: `${FUNDS}/cas-import`, payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});
