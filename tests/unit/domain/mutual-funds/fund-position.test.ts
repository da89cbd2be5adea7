import { describe, expect, it } from 'vitest';

import { fundLotEvents } from '@/domain/mutual-funds/fund-lines';
import { fundPosition } from '@/domain/mutual-funds/fund-position';
import { xirr } from '@/domain/mutual-funds/xirr';

import { fund, line, SIP_LINES } from './fund-fixture';

describe('fundLotEvents', () => {
  it('makes purchases, SIP instalments, switches in and reinvested dividends buys, stamp duty part of the cost', () => {
    expect(
      fundLotEvents([
        line('2024-01-05', 'sip', 4999.75, 100),
        line('2024-01-05', 'stamp_duty', 0.25),
        line('2024-01-08', 'switch_in', 2000, 40),
        line('2024-01-09', 'dividend_reinvest', 150, 3),
        line('2024-01-10', 'redemption', 1000, 20),
        line('2024-01-11', 'switch_out', 500, 10),
      ]),
    ).toEqual([
      { kind: 'buy', day: '2024-01-05', units: 100_000, costPaise: 500_000 },
      { kind: 'buy', day: '2024-01-08', units: 40_000, costPaise: 200_000 },
      { kind: 'buy', day: '2024-01-09', units: 3_000, costPaise: 15_000 },
      { kind: 'sell', day: '2024-01-10', units: 20_000, proceedsPaise: 100_000 },
      { kind: 'sell', day: '2024-01-11', units: 10_000, proceedsPaise: 50_000 },
    ]);
  });

  it("puts each of a day's stamp duties on that day's purchases and SIP instalments in turn", () => {
    const events = fundLotEvents([
      line('2024-01-05', 'switch_in', 1000, 10),
      line('2024-01-05', 'purchase', 1000, 10),
      line('2024-01-05', 'stamp_duty', 0.05),
      line('2024-01-05', 'sip', 2000, 20),
      line('2024-01-05', 'stamp_duty', 0.1),
    ]);
    expect(events.map((event) => (event.kind === 'buy' ? event.costPaise : null))).toEqual([
      100_000, 100_005, 200_010,
    ]);
  });
});

describe('fundPosition, a SIP redeemed in part (worked example)', () => {
  // Three ₹5,000 instalments (₹4,999.75 + ₹0.25 stamp duty): 100, 95 and 90 units. On 10 Sep 2024
  // 150 units are redeemed for ₹8,250: first in first out, all of January's 100 units (cost ₹5,000)
  // and 50 of February's 95 (cost ₹5,000 × 50/95 = ₹2,631.58). Left: 45 units costing ₹2,368.42 and
  // March's 90 costing ₹5,000; 135 units at a NAV of ₹60 are worth ₹8,100.
  const sip = fund([...SIP_LINES, line('2024-09-10', 'redemption', 8250, 150)]);
  const position = fundPosition(sip, '2024-09-10');

  it('holds what FIFO leaves, at its cost with stamp duty', () => {
    expect(position).toMatchObject({
      unitsMilli: 135_000,
      investedPaise: 736_842,
      valuePaise: 810_000,
      gainPaise: 73_158,
    });
    expect(position.openLots).toEqual([
      { buyDay: '2024-02-05', unitsMilli: 45_000, costPaise: 236_842 },
      { buyDay: '2024-03-05', unitsMilli: 90_000, costPaise: 500_000 },
    ]);
  });

  it('takes XIRR over the instalments paid (stamp duty in), the redemption and the value held', () => {
    const expected = xirr([
      { day: '2024-01-05', amountPaise: -500_000 },
      { day: '2024-02-05', amountPaise: -500_000 },
      { day: '2024-03-05', amountPaise: -500_000 },
      { day: '2024-09-10', amountPaise: 825_000 },
      { day: '2024-09-10', amountPaise: 810_000 },
    ]);
    expect(position.xirr).not.toBeNull();
    expect(position.xirr).toBeCloseTo(expected!, 12);
    expect(position.xirr!).toBeGreaterThan(0.15);
  });

  it('leaves out lines after the day asked for', () => {
    const before = fundPosition(sip, '2024-02-20');
    expect(before).toMatchObject({ unitsMilli: 195_000, investedPaise: 1_000_000, valuePaise: 1_170_000 });
  });
});

describe('fundPosition', () => {
  it('rounds units × NAV to the paisa: 12.345 units at ₹123.4567 are ₹1,524.07', () => {
    // 12.345 × 123.4567 = 1524.0729…
    const position = fundPosition(
      fund([line('2024-01-05', 'purchase', 1500, 12.345)], { navHundredthPaise: 1_234_567 }),
      '2024-09-10',
    );
    expect(position.valuePaise).toBe(152_407);
  });

  it('counts a reinvested dividend as a lot at its amount but no money paid in', () => {
    const position = fundPosition(
      fund([line('2024-01-10', 'purchase', 10_000, 1000), line('2024-03-15', 'dividend_reinvest', 500, 40)]),
      '2025-01-10',
    );
    expect(position.openLots).toEqual([
      { buyDay: '2024-01-10', unitsMilli: 1_000_000, costPaise: 1_000_000 },
      { buyDay: '2024-03-15', unitsMilli: 40_000, costPaise: 50_000 },
    ]);
    expect(position.investedPaise).toBe(1_050_000);
    // 1040 units at ₹60 = ₹62,400 for ₹10,000 paid exactly 366 days before (2024 is a leap year).
    expect(position.xirr).toBeCloseTo(6.24 ** (365 / 366) - 1, 9);
  });

  it('holds nothing once all is redeemed, and has no XIRR without flows both ways', () => {
    const gone = fundPosition(
      fund([line('2024-01-10', 'purchase', 10_000, 1000), line('2024-06-10', 'redemption', 11_000, 1000)]),
      '2024-09-10',
    );
    expect(gone).toMatchObject({
      unitsMilli: 0,
      investedPaise: 0,
      valuePaise: 0,
      gainPaise: 0,
      openLots: [],
    });
    expect(gone.xirr).toBeGreaterThan(0);
    expect(fundPosition(fund([]), '2024-09-10').xirr).toBeNull();
  });
});
