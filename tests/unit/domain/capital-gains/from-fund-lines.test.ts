/**
 * Worked examples of fund redemptions a person can check by hand. Amounts are paise (₹1 = 100),
 * units thousandths (12.345 units = 12345), a NAV hundredths of a paisa (₹58.1234 = 581234).
 */
import { describe, expect, it } from 'vitest';

import { fundGains } from '@/domain/capital-gains/from-fund-lines';
import { equityGains } from '@/domain/capital-gains/from-trades';
import { schedule112ARows } from '@/domain/capital-gains/schedule-112a';
import { yearGains } from '@/domain/capital-gains/year-summary';

import { fund, line, SIP_LINES } from '../mutual-funds/fund-fixture';

describe('fundGains, a SIP redeemed in part', () => {
  // Instalments of ₹4,999.75 + ₹0.25 stamp duty: 100, 95 and 90 units. 150 units redeemed on
  // 10 Sep 2024 for ₹8,250 (₹55 a unit): January's 100 units (cost ₹5,000, proceeds ₹5,500) and
  // 50 of February's 95 (cost ₹5,000 × 50/95 = ₹2,631.58, proceeds ₹2,750).
  const { pieces, sales } = fundGains([fund([...SIP_LINES, line('2024-09-10', 'redemption', 8250, 150)])]);

  it('matches the oldest instalments first, stamp duty in their cost', () => {
    expect(pieces.map((p) => [p.buyDay, p.units, p.costPaise, p.proceedsPaise, p.gainPaise])).toEqual([
      ['2024-01-05', 100_000, 500_000, 550_000, 50_000],
      ['2024-02-05', 50_000, 263_158, 275_000, 11_842],
    ]);
    // Held under 12 months, sold after 23 July 2024: short term at 20 % (section 111A).
    expect(pieces.every((p) => p.term === 'short' && p.section === '111A')).toBe(true);
    expect(pieces[0]?.rate).toEqual({ kind: 'flat', basisPoints: 2000 });
  });

  it('makes one sale of the redemption, with the folio and scheme', () => {
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      key: 'F1|INF000000011|2024-09-10',
      folioId: 'F1',
      isin: 'INF000000011',
      name: 'Flexi Cap Fund - Direct Growth',
      saleDay: '2024-09-10',
      units: 150_000,
      proceedsPaise: 825_000,
      gainPaise: 61_842,
      term: 'short',
    });
    expect(pieces[0]).toMatchObject({
      folioId: 'F1',
      isin: 'INF000000011',
      name: 'Flexi Cap Fund - Direct Growth',
    });
  });
});

describe('fundGains, a debt fund bought before and after 1 April 2023, redeemed on 16 June 2025', () => {
  const debt = (folioId: string, buyDay: string, proceeds: number) =>
    fund(
      [
        line(buyDay, 'purchase', 99_995, 3000),
        line(buyDay, 'stamp_duty', 5),
        line('2025-06-16', 'redemption', proceeds, 3000),
      ],
      { folioId, taxClass: 'debt', category: 'debt', isin: 'INF000000029', name: 'Corporate Bond Fund' },
    );
  const { pieces } = fundGains([debt('F1', '2023-03-20', 115_000), debt('F2', '2023-04-10', 114_000)]);

  it('bought 20 Mar 2023: long term after 24 months, 12.5 % under section 112, no indexation', () => {
    // Cost ₹99,995 + ₹5 stamp duty = ₹1,00,000; gain ₹15,000.
    expect(pieces[0]).toMatchObject({
      folioId: 'F1',
      term: 'long',
      section: '112',
      rate: { kind: 'flat', basisPoints: 1250 },
      longTermFrom: '2025-03-21',
      indexed: false,
      costForTaxPaise: 10_000_000,
      gainPaise: 1_500_000,
    });
  });

  it('bought 10 Apr 2023: short term however long held, at the slab rate (section 50AA)', () => {
    expect(pieces[1]).toMatchObject({
      folioId: 'F2',
      term: 'short',
      section: '50AA',
      rate: { kind: 'slab' },
      longTermFrom: null,
      gainPaise: 1_400_000,
    });
  });
});

describe('fundGains, the long-term line by the rules of the sale day', () => {
  const sold = (buyDay: string, saleDay: string, taxClass: 'debt' | 'other') =>
    fundGains([
      fund([line(buyDay, 'purchase', 100_000, 3000), line(saleDay, 'redemption', 101_000, 3000)], {
        taxClass,
        category: taxClass,
      }),
    ]).pieces[0];

  it('a debt fund bought 20 Mar 2023 and sold before 23 July 2024 needed 36 months', () => {
    expect(sold('2023-03-20', '2024-01-01', 'debt')).toMatchObject({
      term: 'short',
      longTermFrom: '2026-03-21',
    });
  });

  it('an "other" fund (gold, international) bought 10 Apr 2023 needs 24 months, not section 50AA', () => {
    expect(sold('2023-04-10', '2025-06-16', 'other')).toMatchObject({
      term: 'long',
      longTermFrom: '2025-04-11',
    });
  });
});

describe('fundGains, an equity fund bought in 2017 and grandfathered', () => {
  // 1,000 units bought on 12 Jun 2017 for ₹50,000 (₹50 a unit); NAV on 31 Jan 2018 ₹58.1234.
  // 400 units redeemed on 22 Jul 2024 for ₹40,000 and 600 on 25 Jul 2024 for ₹60,600.
  const equityFund = fund(
    [
      line('2017-06-12', 'purchase', 50_000, 1000),
      line('2024-07-22', 'redemption', 40_000, 400),
      line('2024-07-25', 'redemption', 60_600, 600),
    ],
    { nav2018HundredthPaise: 581_234 },
  );
  const { pieces, sales } = fundGains([equityFund]);

  it('22 Jul 2024: cost raised to the 2018 value 400 × ₹58.1234 = ₹23,249.36, gain ₹16,750.64 at 10 %', () => {
    expect(pieces[0]).toMatchObject({
      saleDay: '2024-07-22',
      term: 'long',
      section: '112A',
      rate: { kind: 'flat', basisPoints: 1000 },
      costPaise: 2_000_000,
      grandfathered: true,
      fmv2018Paise: 2_324_936,
      costForTaxPaise: 2_324_936,
      gainPaise: 1_675_064,
    });
  });

  it('25 Jul 2024: 600 × ₹58.1234 = ₹34,874.04, gain ₹25,725.96 at 12.5 %', () => {
    expect(pieces[1]).toMatchObject({
      saleDay: '2024-07-25',
      rate: { kind: 'flat', basisPoints: 1250 },
      costPaise: 3_000_000,
      fmv2018Paise: 3_487_404,
      costForTaxPaise: 3_487_404,
      gainPaise: 2_572_596,
    });
  });

  it('makes two sales, newest first', () => {
    expect(sales.map((sale) => [sale.saleDay, sale.gainPaise])).toEqual([
      ['2024-07-25', 2_572_596],
      ['2024-07-22', 1_675_064],
    ]);
  });

  it('goes into Schedule 112A and the year with equity pieces, the 2018 NAV to the paisa', () => {
    const equity = equityGains(
      [
        {
          accountId: 'acc',
          brokerName: 'Zerodha',
          trades: [
            {
              isin: 'INE062A01020',
              symbol: 'SBIN',
              companyName: 'State Bank of India',
              side: 'BUY',
              quantity: 10,
              pricePaise: 50_000,
              tradedAt: '2023-01-10T04:30:00.000Z',
            },
            {
              isin: 'INE062A01020',
              symbol: 'SBIN',
              companyName: 'State Bank of India',
              side: 'SELL',
              quantity: 10,
              pricePaise: 80_000,
              tradedAt: '2024-08-10T04:30:00.000Z',
            },
          ],
        },
      ],
      new Map(),
    );
    const all = [...equity.pieces, ...pieces];
    const rows = schedule112ARows(all);
    expect(rows.map((row) => row[2])).toEqual(['INF000000011', 'INF000000011', 'INE062A01020']);
    expect(rows[0]?.slice(0, 12)).toEqual([
      'BE',
      'BE',
      'INF000000011',
      'Flexi Cap Fund - Direct Growth',
      '400',
      '100.00',
      '40000.00',
      '23249.36',
      '20000.00',
      '23249.36',
      '58.12',
      '23249.36',
    ]);
    const year = yearGains(all, 2024);
    // Long term: ₹16,750.64 + ₹25,725.96 + ₹3,000 (the shares) = ₹45,476.60, all under ₹1,25,000.
    expect(year.longTermPaise).toBe(4_547_660);
    expect(year.exemption.usedPaise).toBe(4_547_660);
  });
});

describe('fundGains, switches and reinvested dividends', () => {
  it('counts a switch out as a sale', () => {
    const { pieces, sales } = fundGains([
      fund([line('2024-01-10', 'purchase', 10_000, 1000), line('2024-11-15', 'switch_out', 6000, 500)]),
    ]);
    expect(pieces).toHaveLength(1);
    expect(sales).toMatchObject([
      { saleDay: '2024-11-15', units: 500_000, proceedsPaise: 600_000, gainPaise: 100_000, term: 'short' },
    ]);
  });

  it('makes a reinvested dividend a lot of its own at its amount, dated on its day', () => {
    const { pieces, sales } = fundGains([
      fund([
        line('2024-01-10', 'purchase', 10_000, 1000),
        line('2024-03-15', 'dividend_reinvest', 500, 40),
        line('2025-03-01', 'redemption', 13_000, 1040),
      ]),
    ]);
    // ₹13,000 over 1,040 units: ₹12,500 for the first 1,000 (long term, held over 12 months) and
    // ₹500 for the 40 reinvested on 15 Mar 2024 (short term until 16 Mar 2025).
    expect(pieces.map((p) => [p.buyDay, p.units, p.costPaise, p.proceedsPaise, p.term])).toEqual([
      ['2024-01-10', 1_000_000, 1_000_000, 1_250_000, 'long'],
      ['2024-03-15', 40_000, 50_000, 50_000, 'short'],
    ]);
    expect(sales[0]?.term).toBe('mixed');
  });

  it('leaves out sales before the rules Kosh knows', () => {
    const old = fund([
      line('2005-01-10', 'purchase', 1000, 100),
      line('2006-01-10', 'redemption', 1200, 100),
    ]);
    expect(fundGains([old])).toEqual({ pieces: [], sales: [] });
  });
});
