import { describe, expect, it } from 'vitest';

import type { FixedIncomeExpenses } from '@/api/schemas/aggregator-savings';
import type { RunningSips } from '@/api/schemas/wealth';
import { recurringDues, sipDues } from '@/features/home/due-items';

const today = '2026-11-25';

type RecurringItem = FixedIncomeExpenses['expenses'][number];

const sips: RunningSips = {
  as_of: today,
  sips: [
    {
      folio_id: 'mf-demo-hdfc',
      isin: 'INF179K01WM1',
      name: 'HDFC Nifty 50 Index Fund Direct Growth',
      amount_paise: 7_500_00,
      day_of_month: 7,
      next_day: '2026-12-07',
    },
    {
      folio_id: 'mf-demo-ppfas',
      isin: 'INF879O01027',
      name: 'Parag Parikh Flexi Cap Direct Growth',
      amount_paise: 10_000_00,
      day_of_month: 31,
      next_day: '2026-11-30',
    },
  ],
};

describe('sipDues', () => {
  it('puts each running SIP on every day of the window it falls on, named by its fund', () => {
    const items = sipDues(sips, today);
    expect(items.map((i) => [i.dueDate, i.title, i.amountPaise, i.kind])).toEqual([
      ['2026-12-07', 'HDFC Nifty 50 Index Fund Direct Growth', 7_500_00, 'SIP'],
      ['2027-01-07', 'HDFC Nifty 50 Index Fund Direct Growth', 7_500_00, 'SIP'],
      // The 31st falls on a shorter month's last day; 23 Jan is the window's last day.
      ['2026-11-30', 'Parag Parikh Flexi Cap Direct Growth', 10_000_00, 'SIP'],
      ['2026-12-31', 'Parag Parikh Flexi Cap Direct Growth', 10_000_00, 'SIP'],
    ]);
    expect(items[0]).toMatchObject({
      href: '/mutual-funds/fund/INF179K01WM1',
      detail: { id: 'home.due.sip', defaultMessage: 'SIP instalment' },
    });
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('is empty without funds, or before the SIPs are known', () => {
    expect(sipDues({ as_of: today, sips: [] }, today)).toEqual([]);
    expect(sipDues(undefined, today)).toEqual([]);
  });
});

describe('recurringDues beside the SIPs', () => {
  const expense = (
    counterparty: string,
    kind: 'SIP' | 'RENT',
    amount: number,
    day: number,
  ): RecurringItem => ({
    kind,
    kind_label: kind,
    counterparty,
    category: 'Investments',
    account_id: 'acc-1',
    payment_mode: 'AUTO_DEBIT',
    payment_mode_label: 'Auto-debit',
    typical_amount_paise: amount,
    typical_day: day,
    occurrences: 6,
    months_seen: 6,
    last_posted_at: '2026-11-07T04:30:00.000Z',
    next_expected_on: `2026-12-${String(day).padStart(2, '0')}`,
  });
  const fixed: FixedIncomeExpenses = {
    account_id: null,
    income: [],
    expenses: [
      expense('HDFC Mutual Fund', 'SIP', 7_500_00, 6),
      expense('ICICI Prudential MF', 'SIP', 4_000_00, 15),
      expense('Landlord', 'RENT', 7_500_00, 7),
    ],
    monthly_fixed_income_paise: 0,
    monthly_fixed_expenses_paise: 0,
    monthly_surplus_paise: 0,
  };
  const say = () => 'words';
  const payees = (given?: RunningSips) =>
    new Set(recurringDues(fixed, undefined, today, say, given).map((i) => i.title));

  it("leaves out a bank's SIP debit that is a fund's SIP (same amount, about the same day), not to count it twice", () => {
    expect(payees(sips)).toEqual(new Set(['ICICI Prudential MF', 'Landlord']));
  });

  it('keeps every SIP debit while the funds are not known', () => {
    expect(payees(undefined)).toEqual(new Set(['HDFC Mutual Fund', 'ICICI Prudential MF', 'Landlord']));
  });
});
