/**
 * The regular lines of demo's three statements: salary and bonus into HDFC, rent and family by
 * IMPS, transfers to the ICICI and SBI accounts, the home-loan EMI by NACH and the society
 * maintenance by cheque. Bills, SIPs, interest and fees are in demo-bills.ts.
 */
import { monthlyEmiPaise } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import { entry, styleOf } from './bank-setup';
import type { SeedContext } from './context';
import {
  type Day,
  dayInMonth,
  dayOf,
  monthAbbrev,
  monthStarts,
  partsOf,
  workingDayOnOrBefore,
} from './dates';
import {
  type DemoLedgers,
  DEMO_HDFC_SETUP as HDFC,
  DEMO_ICICI_SETUP as ICICI,
  DEMO_SBI_SETUP as SBI,
} from './demo-accounts';
import { demoBills, demoInterestFeesDividends } from './demo-bills';
import {
  autoDebit,
  impsPayment,
  monthlyDays,
  neftCredit,
  salaryCredits,
  selfTransfer,
  upiPayment,
} from './recurring';
import { pad } from './references';

const EMPLOYER = { name: 'ACME TECHNOLOGIES PVT LTD', ifsc: 'CITI0000001' };
const LANDLORD = { name: 'Ramesh Kumar', bankCode: 'SBIN', masked: 'XXXXXXX4321' };
const MOTHER = { name: 'Sunita Sharma', bankCode: 'SBIN', masked: 'XXXXXXX5678' };
const HOUSE_HELP = { payee: 'Lakshmamma', vpa: 'q776655443@ybl', bank: 'YESB' };
const SOCIETY = 'Greenwood Residency Owners Assn';
/** The Jaipur flat: ₹20 lakh at 8.5 % over 20 years with LIC Housing Finance. */
export const DEMO_HOME_LOAN_EMI = monthlyEmiPaise(paise(2_000_000_00), 850, 240);

function income(ctx: SeedContext, from: Day, to: Day, out: DemoLedgers): void {
  const rng = ctx.rng('demo:salary');
  const anchor = partsOf(to);
  // The April appraisal: the raise shows from the last April's salary on.
  const lastApril = dayOf(`${anchor.month >= 4 ? anchor.year : anchor.year - 1}-04-01`);
  const salary = (payday: Day): number => (payday >= lastApril ? 185_000 : 172_000) + rng.int(-1500, 1500);
  out.hdfc.push(...salaryCredits(HDFC, rng, from, to, EMPLOYER, salary));
  for (const start of monthStarts(from, to).filter((day) => partsOf(day).month === 3)) {
    const bonusDay = workingDayOnOrBefore(dayInMonth(start, 15));
    if (bonusDay < from || bonusDay > to) continue;
    const note = `PERFORMANCE BONUS FY${pad(partsOf(bonusDay).year % 100, 2)}`;
    out.hdfc.push(neftCredit(HDFC, rng, bonusDay, 2_40_000_00, EMPLOYER, note, 'Income'));
  }
}

function housingAndFamily(ctx: SeedContext, from: Day, to: Day, out: DemoLedgers): void {
  const rng = ctx.rng('demo:housing');
  monthlyDays(from, to, 5).forEach((day, i) => {
    // The 11-month lease renewed with a raise.
    const rent = i < 11 ? 28_000_00 : 30_000_00;
    out.hdfc.push(impsPayment(HDFC, rng, day, rent, LANDLORD, `RENT ${monthAbbrev(day)}`, 'Rent & Housing'));
  });
  for (const day of monthlyDays(from, to, 1)) {
    out.hdfc.push(impsPayment(HDFC, rng, day + 1, 10_000_00, MOTHER, 'MONTHLY', 'Transfers'));
    out.hdfc.push(upiPayment(HDFC, rng, day, 3_500_00, HOUSE_HELP, 'Others', 'Salary'));
  }
  for (const day of monthlyDays(from, to, 2)) {
    const [toIcici, intoIcici] = selfTransfer(HDFC, ICICI, rng, day, 36_000_00);
    const [toSbi, intoSbi] = selfTransfer(HDFC, SBI, rng, day, 31_000_00);
    out.hdfc.push(toIcici, toSbi);
    out.icici.push(intoIcici);
    out.sbi.push(intoSbi);
  }
  for (const day of monthlyDays(from, to, 10)) {
    out.sbi.push(
      autoDebit(SBI, rng, day, DEMO_HOME_LOAN_EMI, 'LICHFL HOME LOAN', 'EMI & Loans', 'LIC Housing Finance'),
    );
  }
  for (const day of monthlyDays(from, to, 8).filter((d) => partsOf(d).month % 3 === 1)) {
    const chequeNo = pad(rng.int(100, 999), 6);
    const narration = styleOf(SBI).chequeOut(chequeNo, SOCIETY);
    const common = { mode: 'OTHERS', narration, reference: chequeNo, counterparty: SOCIETY } as const;
    out.sbi.push(entry(day, 11 * 60, 'DEBIT', 7_500_00, { ...common, category: 'Rent & Housing' }));
  }
}

/** Every regular line of demo's savings accounts from `from` to the anchor. */
export function demoRecurring(ctx: SeedContext, from: Day): DemoLedgers {
  const out: DemoLedgers = { hdfc: [], icici: [], sbi: [] };
  income(ctx, from, ctx.anchorDay, out);
  housingAndFamily(ctx, from, ctx.anchorDay, out);
  demoBills(ctx, from, out);
  demoInterestFeesDividends(ctx, from, out);
  return out;
}
