import type { FundInput, FundLine, FundLineKind } from '@/domain/mutual-funds/fund-lines';

/** A line in rupees and whole units (three decimals allowed), as a statement prints it. */
export const line = (day: string, kind: FundLineKind, rupees: number, units = 0): FundLine => ({
  day,
  kind,
  amountPaise: Math.round(rupees * 100),
  unitsMilli: Math.round(units * 1000),
});

/** An equity fund in folio F1 at a NAV of ₹60, with the lines given. */
export const fund = (lines: readonly FundLine[], overrides: Partial<FundInput> = {}): FundInput => ({
  folioId: 'F1',
  folioNumber: '1234567/89',
  isin: 'INF000000011',
  name: 'Flexi Cap Fund - Direct Growth',
  amc: 'Alpha Mutual Fund',
  category: 'equity',
  taxClass: 'equity',
  navHundredthPaise: 600_000,
  navDay: '2024-09-10',
  nav2018HundredthPaise: null,
  lines,
  ...overrides,
});

/** A SIP of ₹5,000 a month on the 5th, January to March 2024: ₹4,999.75 of units and ₹0.25 stamp duty each. */
export const SIP_LINES: readonly FundLine[] = [
  line('2024-01-05', 'sip', 4999.75, 100),
  line('2024-01-05', 'stamp_duty', 0.25),
  line('2024-02-05', 'sip', 4999.75, 95),
  line('2024-02-05', 'stamp_duty', 0.25),
  line('2024-03-05', 'sip', 4999.75, 90),
  line('2024-03-05', 'stamp_duty', 0.25),
];
