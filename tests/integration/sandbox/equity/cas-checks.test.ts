// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { holdingsPageSchema } from '@/api/schemas/stocks-widget';
import { brokerImportSchema } from '@/api/schemas/stocks-widget-import';

import { casRefusal, olderThanImported } from '../../../../sandbox/routes/equity/cas-checks';
import { writeSampleCas } from '../../../../sandbox/routes/equity/cas-sample-pdf';
import type { CasStatement } from '../../../../sandbox/routes/equity/cas-statement';
import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

/**
 * A CAS is checked against its customer before anything is imported: their PAN, a real date, not
 * older than the statement already in, and holdings whose names and values can be answered.
 * Statements are drawn with the sample's own writer, so only the checked field differs.
 */
let server: EquityServer;

beforeAll(async () => {
  server = await startEquityServer();
});
afterAll(async () => {
  await server.close();
});

const DEMO_PAN = 'ABCPS1234F';

function statement(overrides: Partial<CasStatement> = {}): CasStatement {
  return {
    depository: 'CDSL',
    dpId: '12010900',
    clientId: '55550001',
    holderName: 'Aarav Sharma',
    pan: DEMO_PAN,
    statementDate: '2025-12-31',
    holdings: [
      {
        isin: 'INE467B01029',
        symbol: 'TCS',
        companyName: 'Tata Consultancy Services',
        quantity: 4,
        pricePaise: 350_000,
      },
    ],
    ...overrides,
  };
}

async function upload(cas: CasStatement) {
  const file = await writeSampleCas(cas, DEMO_PAN);
  return server.post(`${IN_STOCKS}/cas-upload`, {
    depository: cas.depository,
    password: DEMO_PAN,
    file_base64: file.toString('base64'),
  });
}

async function holdingsCount(): Promise<number> {
  const page = holdingsPageSchema.parse((await server.get(`${IN_STOCKS}/consolidated-holdings`)).json());
  return page.performance.holdings_count;
}

function code(res: { json(): unknown }): string {
  return apiErrorBodySchema.parse(res.json()).error.code;
}

describe('the checks, as rules', () => {
  it('refuses a nameless holding and a value past the safe integers', () => {
    const today = '2026-01-15';
    const blank = statement({
      holdings: [
        { isin: 'INE467B01029', symbol: 'TCS', companyName: ' \u200B ', quantity: 1, pricePaise: 100 },
      ],
    });
    expect(casRefusal(blank, { pan: DEMO_PAN, today })?.code).toBe('CAS_BLANK_NAME');
    const huge = statement({
      holdings: [
        {
          isin: 'INE467B01029',
          symbol: 'TCS',
          companyName: 'TCS',
          quantity: 999_999_999,
          pricePaise: 99_999_999_900,
        },
      ],
    });
    expect(casRefusal(huge, { pan: DEMO_PAN, today })?.code).toBe('CAS_AMOUNT_TOO_LARGE');
    expect(casRefusal(statement(), { pan: DEMO_PAN.toLowerCase(), today })).toBeNull();
    expect(casRefusal(statement(), { pan: null, today })?.code).toBe('CAS_PAN_MISMATCH');
  });

  it('lets the same date replace, never an older one', () => {
    expect(olderThanImported('2025-12-31', null)).toBeNull();
    expect(olderThanImported('2025-12-31', '2025-12-31')).toBeNull();
    expect(olderThanImported('2025-11-30', '2025-12-31')).toMatchObject({
      status: 409,
      code: 'CAS_OLDER_STATEMENT',
    });
  });
});

describe('POST /in-stocks/cas-upload checks the statement', { timeout: 60_000 }, () => {
  it("refuses another PAN's statement, and one that prints no PAN, importing nothing", async () => {
    const before = await holdingsCount();
    const other = await upload(statement({ pan: 'CQRPM5678K' }));
    expect([other.statusCode, code(other)]).toEqual([422, 'CAS_PAN_MISMATCH']);
    expect(apiErrorBodySchema.parse(other.json()).error.message).toContain('another PAN');
    const none = await upload(statement({ pan: null }));
    expect([none.statusCode, code(none)]).toEqual([422, 'CAS_PAN_MISMATCH']);
    expect(await holdingsCount()).toBe(before);
  });

  it('refuses impossible dates and a date still to come', async () => {
    const before = await holdingsCount();
    for (const statementDate of ['2026-13-45', '2025-02-31', '2026-02-01']) {
      const res = await upload(statement({ statementDate }));
      expect([res.statusCode, code(res)], statementDate).toEqual([422, 'CAS_BAD_DATE']);
    }
    expect(await holdingsCount()).toBe(before);
  });

  it('refuses holdings worth more than any statement, importing nothing', async () => {
    const before = await holdingsCount();
    const res = await upload(
      statement({
        holdings: [
          {
            isin: 'INE467B01029',
            symbol: 'TCS',
            companyName: 'TCS',
            quantity: 999_999_999,
            pricePaise: 99_999_999_900,
          },
        ],
      }),
    );
    expect([res.statusCode, code(res)]).toEqual([422, 'CAS_AMOUNT_TOO_LARGE']);
    expect(await holdingsCount()).toBe(before);
    expect((await server.get(`${IN_STOCKS}/consolidated-holdings`)).statusCode).toBe(200);
  });

  it('never lets an older statement replace a newer one; a newer one replaces it', async () => {
    const before = await holdingsCount();
    const first = await upload(statement({ statementDate: '2025-12-31' }));
    expect(first.statusCode).toBe(201);
    const added = brokerImportSchema.parse(first.json());
    expect(await holdingsCount()).toBe(before + 1);

    const twoHoldings = [
      {
        isin: 'INE467B01029',
        symbol: 'TCS',
        companyName: 'Tata Consultancy Services',
        quantity: 9,
        pricePaise: 350_000,
      },
      {
        isin: 'INE040A01034',
        symbol: 'HDFCBANK',
        companyName: 'HDFC Bank',
        quantity: 3,
        pricePaise: 170_000,
      },
    ];
    const older = await upload(statement({ statementDate: '2025-11-30', holdings: twoHoldings }));
    expect([older.statusCode, code(older)]).toEqual([409, 'CAS_OLDER_STATEMENT']);
    expect(await holdingsCount()).toBe(before + 1);

    const newer = await upload(statement({ statementDate: '2026-01-10', holdings: twoHoldings }));
    expect(newer.statusCode).toBe(201);
    expect(brokerImportSchema.parse(newer.json())).toMatchObject({
      account_id: added.account_id,
      statement_date: '2026-01-10',
      holdings_count: 2,
    });
    expect(await holdingsCount()).toBe(before + 2);
  });
});
