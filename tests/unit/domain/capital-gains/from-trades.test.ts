import { describe, expect, it } from 'vitest';

import {
  type EquityAccount,
  equityGains,
  financialYearFromText,
  financialYearText,
  gainsYears,
} from '@/domain/capital-gains/from-trades';
import { schedule112ARows } from '@/domain/capital-gains/schedule-112a';
import { yearGains } from '@/domain/capital-gains/year-summary';

const ISIN = 'INE062A01020';
/** A trade at 10:00 IST on `day`. */
const trade = (
  side: 'BUY' | 'SELL',
  day: string,
  quantity: number,
  rupees: number,
  isin = ISIN,
): EquityAccount['trades'][number] => ({
  isin,
  symbol: isin === ISIN ? 'SBIN' : 'OTHER',
  companyName: isin === ISIN ? 'State Bank of India' : null,
  side,
  quantity,
  pricePaise: rupees * 100,
  tradedAt: `${day}T04:30:00.000Z`,
});

describe('equityGains, trades to lots', () => {
  it('counts whole shares and paise, and dates a trade by its day in India', () => {
    const { pieces } = equityGains(
      [
        {
          accountId: 'acc',
          brokerName: 'Zerodha',
          trades: [
            trade('BUY', '2024-01-10', 3, 500),
            // 00:30 IST on 1 April: already the next financial year.
            { ...trade('SELL', '2024-03-31', 2, 650), tradedAt: '2024-03-31T19:00:00.000Z' },
          ],
        },
      ],
      new Map(),
    );
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({
      buyDay: '2024-01-10',
      saleDay: '2024-04-01',
      units: 2000,
      costPaise: 100_000,
      proceedsPaise: 130_000,
      term: 'short',
    });
  });
});

describe('equityGains', () => {
  const accounts = [
    {
      accountId: 'acc-1',
      brokerName: 'Zerodha',
      trades: [
        trade('BUY', '2017-06-01', 10, 200),
        trade('BUY', '2025-01-06', 10, 400),
        trade('SELL', '2025-06-02', 15, 500),
        trade('BUY', '2025-05-05', 4, 100, 'INE000000019'),
        trade('SELL', '2025-07-07', 4, 80, 'INE000000019'),
      ],
    },
    { accountId: 'acc-2', brokerName: 'ICICI Direct', trades: [trade('SELL', '2025-06-02', 1, 500)] },
  ];
  const { pieces, sales } = equityGains(accounts, new Map([[ISIN, 25_000]]));

  it('matches first in first out per account, grandfathers the 2017 lot, and groups pieces into sales', () => {
    const sbi = sales.find((sale) => sale.accountId === 'acc-1' && sale.isin === ISIN);
    expect(sbi).toMatchObject({
      saleDay: '2025-06-02',
      units: 15_000,
      proceedsPaise: 750_000,
      term: 'mixed',
    });
    const [old, recent] = sbi!.pieces;
    expect(old).toMatchObject({ buyDay: '2017-06-01', units: 10_000, term: 'long', grandfathered: true });
    // Cost 2,000 raised to the 2018 value 2,500; sold for 5,000.
    expect(old!.costForTaxPaise).toBe(250_000);
    expect(old!.gainPaise).toBe(250_000);
    expect(recent).toMatchObject({ buyDay: '2025-01-06', units: 5000, term: 'short', gainPaise: 50_000 });
  });

  it('names a stock from any trade that has a name, else by its symbol, and shows a loss', () => {
    const other = sales.find((sale) => sale.isin === 'INE000000019');
    expect(other).toMatchObject({ name: 'OTHER', term: 'short', gainPaise: -8000 });
  });

  it('keeps accounts apart: a sale with no lot bought in its own account matches nothing', () => {
    expect(pieces.filter((piece) => piece.accountId === 'acc-2')).toEqual([]);
  });

  it('feeds the year summary and Schedule 112A, whose balances sum to the long-term total', () => {
    const year = yearGains(pieces, 2025);
    expect(year.longTermPaise).toBe(250_000);
    expect(year.shortTermPaise).toBe(50_000 - 8000);
    const balances = schedule112ARows(pieces).map((row) => Math.round(Number(row.at(-1)) * 100));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(year.longTermPaise);
  });
});

describe('gainsYears', () => {
  it('offers the current year and every earlier year with a sale, newest first, none before the rules', () => {
    expect(gainsYears(['2024-07-23', '2025-06-02', '2024-07-22', '2001-05-01'], '2026-11-29')).toEqual([
      2026, 2025, 2024,
    ]);
    expect(gainsYears([], '2026-03-31')).toEqual([2025]);
  });
});

describe('financial year in an address', () => {
  it('reads and writes 2025-26, and refuses what is not one', () => {
    expect(financialYearText(2025)).toBe('2025-26');
    expect(financialYearText(1999)).toBe('1999-00');
    expect(financialYearFromText('2025-26')).toBe(2025);
    expect(financialYearFromText('1999-00')).toBe(1999);
    for (const bad of [null, '', '2025-27', '2025', '2025-26x', 'FY 2025-26']) {
      expect(financialYearFromText(bad)).toBeNull();
    }
  });
});
