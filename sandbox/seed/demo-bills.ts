/**
 * Demo's bills and subscriptions by UPI, SIPs by NACH, quarterly interest, bank fees and
 * dividends, on their usual days of the month.
 */
import type { TransactionCategory } from '@/domain/spending/categories';

import type { SeedContext } from './context';
import { type Day, partsOf } from './dates';
import {
  type DemoLedgers,
  DEMO_HDFC_SETUP as HDFC,
  DEMO_ICICI_SETUP as ICICI,
  DEMO_SBI_SETUP as SBI,
} from './demo-accounts';
import type { UpiParty } from './narrations';
import {
  autoDebit,
  bankFee,
  interestCredit,
  monthlyDays,
  neftCredit,
  quarterEnds,
  upiPayment,
} from './recurring';

type Bill = readonly [
  dayOfMonth: number,
  rupees: number,
  party: UpiParty,
  category: TransactionCategory,
  note: string,
];

const MONTHLY_BILLS: readonly Bill[] = [
  [
    3,
    1179,
    { payee: 'ACT Fibernet', vpa: 'actfibernet@icici', bank: 'ICIC' },
    'Bills & Utilities',
    'Broadband',
  ],
  [
    16,
    350,
    { payee: 'Airtel Digital TV', vpa: 'airteldth@airtel', bank: 'AIRP' },
    'Bills & Utilities',
    'DTH recharge',
  ],
  [
    18,
    649,
    { payee: 'Netflix', vpa: 'netflix@icici', bank: 'ICIC' },
    'Entertainment & Subscriptions',
    'Autopay',
  ],
  [
    22,
    119,
    { payee: 'Spotify', vpa: 'spotify@hdfcbank', bank: 'HDFC' },
    'Entertainment & Subscriptions',
    'Autopay',
  ],
];
const BESCOM: UpiParty = { payee: 'BESCOM', vpa: 'bescom@axisbank', bank: 'UTIB' };
const JIO: UpiParty = { payee: 'PhonePe Recharge', vpa: 'jiorecharge@ybl', bank: 'YESB' };
// Jio's 84-day prepaid plan.
const JIO_PLAN_DAYS = 84;

/** Electricity (higher in the summer), broadband, DTH, streaming, the Jio recharge, the SIPs. */
export function demoBills(ctx: SeedContext, from: Day, out: DemoLedgers): void {
  const rng = ctx.rng('demo:bills');
  const to = ctx.anchorDay;
  for (const day of monthlyDays(from, to, 12)) {
    const summer = [3, 4, 5, 6].includes(partsOf(day).month);
    const rupees = summer ? rng.int(1600, 2600) : rng.int(700, 1500);
    out.hdfc.push(upiPayment(HDFC, rng, day, rupees * 100, BESCOM, 'Bills & Utilities', 'Electricity bill'));
  }
  for (const [dom, rupees, party, category, note] of MONTHLY_BILLS) {
    for (const day of monthlyDays(from, to, dom)) {
      out.hdfc.push(upiPayment(HDFC, rng, day, rupees * 100, party, category, note));
    }
  }
  for (let day = from + 6; day <= to; day += JIO_PLAN_DAYS) {
    out.hdfc.push(upiPayment(HDFC, rng, day, 859_00, JIO, 'Bills & Utilities', 'Jio prepaid'));
  }
  for (const day of monthlyDays(from, to, 7)) {
    out.hdfc.push(autoDebit(HDFC, rng, day, 7_500_00, 'HDFC MF SIP', 'Investments', 'HDFC Mutual Fund'));
  }
  for (const day of monthlyDays(from, to, 15)) {
    out.icici.push(
      autoDebit(ICICI, rng, day, 4_000_00, 'ICICI PRU MF SIP', 'Investments', 'ICICI Prudential MF'),
    );
  }
}

/** Quarterly interest on all three, ICICI's SMS charges, the debit-card fee, two dividends a year. */
export function demoInterestFeesDividends(ctx: SeedContext, from: Day, out: DemoLedgers): void {
  const rng = ctx.rng('demo:interest');
  const to = ctx.anchorDay;
  for (const day of quarterEnds(from, to)) {
    out.hdfc.push(interestCredit(HDFC, day, 300, HDFC.maskedForOthers));
    out.icici.push(interestCredit(ICICI, day, 300, ICICI.maskedForOthers));
    out.sbi.push(interestCredit(SBI, day, 270, SBI.maskedForOthers));
    out.icici.push(bankFee(ICICI, day, 17_70, 'SMS CHGS FOR QTR INCL GST'));
  }
  for (const day of monthlyDays(from, to, 12).filter((d) => partsOf(d).month === 7)) {
    out.hdfc.push(bankFee(HDFC, day, 590_00, 'DC ANNUAL FEE INCL GST'));
  }
  for (const day of monthlyDays(from, to, 9)) {
    const { month } = partsOf(day);
    if (month === 8) {
      const itc = { name: 'ITC LIMITED', ifsc: 'HDFC0000060' };
      out.hdfc.push(neftCredit(HDFC, rng, day, rng.int(1200, 1600) * 100, itc, 'FINAL DIVIDEND', 'Income'));
    }
    if (month === 6 || month === 11) {
      const infosys = { name: 'INFOSYS LIMITED', ifsc: 'ICIC0000104' };
      out.hdfc.push(neftCredit(HDFC, rng, day, rng.int(700, 1100) * 100, infosys, 'DIVIDEND', 'Income'));
    }
  }
}
