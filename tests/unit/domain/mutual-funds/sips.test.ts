import { describe, expect, it } from 'vitest';

import type { FundLine } from '@/domain/mutual-funds/fund-lines';
import { findSips } from '@/domain/mutual-funds/sips';

import { fund, line, SIP_LINES } from './fund-fixture';

/** A ₹5,000 instalment (₹4,999.75 and ₹0.25 stamp duty) on each day. */
const instalments = (days: readonly string[]): FundLine[] =>
  days.flatMap((day) => [line(day, 'sip', 4999.75, 50), line(day, 'stamp_duty', 0.25)]);

describe('findSips', () => {
  it('finds a running SIP, its amount with stamp duty, and when the next instalment falls', () => {
    expect(findSips([fund(SIP_LINES)], '2024-03-20')).toEqual([
      {
        folioId: 'F1',
        isin: 'INF000000011',
        name: 'Flexi Cap Fund - Direct Growth',
        amountPaise: 500_000,
        dayOfMonth: 5,
        lastDay: '2024-03-05',
        nextDay: '2024-04-05',
        instalments: 3,
      },
    ]);
  });

  it('keeps a SIP on the 31st on the 31st, falling on the last day of shorter months', () => {
    const sip = fund(instalments(['2024-12-31', '2025-01-31']));
    expect(findSips([sip], '2025-02-03')[0]).toMatchObject({ dayOfMonth: 31, nextDay: '2025-02-28' });
    const afterFebruary = fund(instalments(['2024-12-31', '2025-01-31', '2025-02-28']));
    expect(findSips([afterFebruary], '2025-03-01')[0]).toMatchObject({
      dayOfMonth: 31,
      lastDay: '2025-02-28',
      nextDay: '2025-03-31',
      instalments: 3,
    });
    // 2024 is a leap year: 29 February.
    expect(findSips([fund(instalments(['2024-01-31']))], '2024-02-10')[0]?.nextDay).toBe('2024-02-29');
  });

  it('takes an instalment moved by a holiday as the same SIP, not due again that month', () => {
    // Due on the 30th; November's fell on Monday 2 December.
    const sip = fund(instalments(['2024-09-30', '2024-10-30', '2024-12-02']));
    expect(findSips([sip], '2024-12-03')).toMatchObject([
      { dayOfMonth: 30, lastDay: '2024-12-02', nextDay: '2024-12-30', instalments: 3 },
    ]);
  });

  it('leaves out a SIP whose last instalment is more than 45 days old', () => {
    const stopped = fund(instalments(['2024-01-05', '2024-02-05', '2024-03-05']));
    expect(findSips([stopped], '2024-04-19')).toHaveLength(1);
    expect(findSips([stopped], '2024-04-20')).toEqual([]);
  });

  it('tells SIPs apart by amount, day of the month and fund, and sorts them by the next instalment', () => {
    const both = fund([
      ...instalments(['2024-01-05', '2024-02-05']),
      ...instalments(['2024-01-20', '2024-02-20']),
      line('2024-01-12', 'sip', 1000, 10),
      line('2024-02-12', 'sip', 1000, 10),
      // A lump sum is no SIP.
      line('2024-02-14', 'purchase', 5000, 50),
    ]);
    const other = fund(instalments(['2024-02-01']), {
      folioId: 'F2',
      isin: 'INF000000029',
      name: 'Liquid Fund',
    });
    const sips = findSips([both, other], '2024-02-25');
    expect(sips.map((sip) => [sip.name, sip.amountPaise, sip.nextDay, sip.instalments])).toEqual([
      ['Liquid Fund', 500_000, '2024-03-01', 1],
      ['Flexi Cap Fund - Direct Growth', 500_000, '2024-03-05', 2],
      ['Flexi Cap Fund - Direct Growth', 100_000, '2024-03-12', 2],
      ['Flexi Cap Fund - Direct Growth', 500_000, '2024-03-20', 2],
    ]);
  });

  it('ignores instalments after the day asked for', () => {
    expect(findSips([fund(SIP_LINES)], '2024-02-10')[0]).toMatchObject({
      lastDay: '2024-02-05',
      instalments: 2,
    });
  });
});
