/**
 * Demo's other products: two insurance policies, the instant-cash line with three drawdowns
 * (the last one with the overdue EMI), and two brokers. Each says which bank line pays it.
 */
import type { Day } from './dates';
import {
  DEMO_CDSL,
  DEMO_HDFC_SETUP as HDFC,
  DEMO_HEALTH_POLICY,
  DEMO_ICICI_SETUP as ICICI,
  DEMO_NSDL,
  DEMO_TERM_POLICY,
  DEMO_USER_ID,
} from './demo-accounts';
import type { BrokerSpec } from './equity';
import type { CreditLineSpec } from './insta-cash';
import type { PolicySpec } from './insurance';
import { autoDebit, neftCredit } from './recurring';

export const DEMO_POLICIES: readonly PolicySpec[] = [
  {
    policy: {
      id: 'pol-demo-term',
      user_id: DEMO_USER_ID,
      account_id: DEMO_TERM_POLICY.id,
      insurer: 'HDFC Life Insurance',
      policy_name: 'HDFC Life Click 2 Protect Super',
      policy_number_masked: DEMO_TERM_POLICY.masked_acc_number,
      policy_type: 'TERM',
      cover_type: 'INDIVIDUAL',
      sum_assured_paise: 1_00_00_000_00,
      premium_paise: 14_280_00,
      premium_frequency: 'YEARLY',
      nominee_count: 2,
    },
    yearsInForce: 3,
    termYears: 30,
    payPremium: (rng, day, amount) =>
      autoDebit(HDFC, rng, day, amount, 'HDFC LIFE INSURANCE', 'Insurance', 'HDFC Life'),
  },
  {
    policy: {
      id: 'pol-demo-health',
      user_id: DEMO_USER_ID,
      account_id: DEMO_HEALTH_POLICY.id,
      insurer: 'ICICI Prudential Life',
      policy_name: 'ICICI Pru Family Health Protect',
      policy_number_masked: DEMO_HEALTH_POLICY.masked_acc_number,
      policy_type: 'HEALTH',
      cover_type: 'FAMILY',
      sum_assured_paise: 10_00_000_00,
      premium_paise: 26_450_00,
      premium_frequency: 'YEARLY',
      nominee_count: 1,
    },
    yearsInForce: 2,
    termYears: null,
    payPremium: (rng, day, amount) =>
      autoDebit(ICICI, rng, day, amount, 'ICICI PRU LIFE PREMIUM', 'Insurance', 'ICICI Prudential Life'),
  },
];

const LENDER = { name: 'KOSH FINANCE PVT LTD', ifsc: 'YESB0000262' };

/** The credit line; `lastBillingDay` is drawn by the caller. */
export function demoCreditLine(lastBillingDay: Day): CreditLineSpec {
  return {
    line: {
      id: 'cl-demo',
      user_id: DEMO_USER_ID,
      limit_paise: 2_00_000_00,
      annual_rate_bps: 1599,
      lender: 'Kosh Finance Pvt Ltd',
      status: 'ACTIVE',
    },
    lastBillingDay,
    bankAccountMasked: 'XXXXXXXX4821',
    withdrawals: [
      { id: 'wd-demo-1', amount: 25_000_00, tenureMonths: 6, firstDueMonthsBack: 14, overdue: false },
      { id: 'wd-demo-2', amount: 50_000_00, tenureMonths: 12, firstDueMonthsBack: 8, overdue: false },
      { id: 'wd-demo-3', amount: 80_000_00, tenureMonths: 24, firstDueMonthsBack: 2, overdue: true },
    ],
    disburse: (rng, day, amount) =>
      neftCredit(HDFC, rng, day, amount, LENDER, 'LOAN DISBURSAL', 'EMI & Loans'),
    collect: (rng, day, amount) =>
      autoDebit(HDFC, rng, day, amount, 'KOSH FINANCE EMI', 'EMI & Loans', 'Kosh Finance'),
  };
}

export const DEMO_BROKERS: readonly BrokerSpec[] = [
  {
    broker: {
      id: 'brk-demo-zerodha',
      user_id: DEMO_USER_ID,
      account_id: DEMO_CDSL.id,
      broker_name: 'Zerodha',
      depository: 'CDSL',
      client_id: 'ZQ4821',
      dp_id: '12081600',
    },
    holdings: [
      'RELIANCE',
      'TCS',
      'HDFCBANK',
      'INFY',
      'ITC',
      'BAJFINANCE',
      'TITAN',
      'TRENT',
      'POLYCAB',
      'PERSISTENT',
      'DIXON',
      'KPITTECH',
      'ROUTE',
      'CAMPUS',
      'HAPPSTMNDS',
    ],
    partlySold: ['INFY', 'TRENT'],
    exited: ['PAYTM', 'NYKAA'],
    positionRupees: [12_000, 60_000],
    // One case each for the capital-gains screen (docs/decisions/0025): bought before 1 February
    // 2018 and sold in FY 2025-26 (grandfathered), long-term sales the day before and the day of
    // the 2024 budget's new rates, a short-term gain, a short-term loss, and FY 2025-26 long-term
    // gains above the ₹1.25 lakh exemption.
    closed: [
      { symbol: 'SBIN', quantity: 300, bought: '2017-06-01', sold: '2025-06-02' },
      { symbol: 'TATAELXSI', quantity: 20, bought: '2023-06-01', sold: '2024-07-22' },
      { symbol: 'ASTRAL', quantity: 60, bought: '2023-06-01', sold: '2024-07-23' },
      { symbol: 'IEX', quantity: 1000, bought: '2023-06-01', sold: '2025-12-01' },
      { symbol: 'AFFLE', quantity: 30, bought: '2025-06-02', sold: '2025-12-01' },
      { symbol: 'ETERNAL', quantity: 200, bought: '2025-04-15', sold: '2026-01-12' },
    ],
  },
  {
    broker: {
      id: 'brk-demo-icicidirect',
      user_id: DEMO_USER_ID,
      account_id: DEMO_NSDL.id,
      broker_name: 'ICICI Direct',
      depository: 'NSDL',
      client_id: '8500421367',
      dp_id: 'IN303028',
    },
    holdings: [
      'RELIANCE',
      'LT',
      'ASIANPAINT',
      'DMART',
      'ICICIBANK',
      'IRCTC',
      'COFORGE',
      'DEEPAKNTR',
      'LAURUSLABS',
      'SUNPHARMA',
    ],
    partlySold: ['IRCTC'],
    exited: ['DELHIVERY'],
    positionRupees: [15_000, 70_000],
  },
];
