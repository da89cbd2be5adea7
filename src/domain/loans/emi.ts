/**
 * Reducing-balance EMIs (docs/product.md#emi-math): `EMI = P·r·(1+r)^n / ((1+r)^n − 1)` with r the monthly
 * rate, rounded UP to a whole rupee as lenders quote it; each month's interest is charged on the
 * principal still owed, and the final instalment absorbs the rounding so the loan closes at 0.
 */
import { PAISE_PER_RUPEE } from '@/config/constants';
import { addMonthsClamped } from '@/domain/dates/iso-day';
import { type Paise, paise } from '@/domain/money/paise';

/** Basis points in 100 %, times 12 months: a monthly rate is `annualRateBps / BPS_MONTHS`. */
const BPS_MONTHS = 10_000 * 12;
// Float noise must not push an exact whole-rupee EMI up by a rupee.
const CEIL_TOLERANCE = 1e-9;

/** One row of an EMI schedule (the standard columns: opening, EMI, interest, principal, closing). */
export type ScheduledEmi = {
  installment_no: number;
  /** `YYYY-MM-DD`. */
  due_date: string;
  opening_principal_paise: Paise;
  emi_paise: Paise;
  interest_paise: Paise;
  principal_paise: Paise;
  closing_principal_paise: Paise;
};

/** What {@link emiSchedule} needs: the loan and the date of its first instalment (`YYYY-MM-DD`). */
export type EmiScheduleInput = {
  principal: Paise;
  annualRateBps: number;
  months: number;
  firstDueDate: string;
};

function assertLoan(principal: number, annualRateBps: number, months: number): void {
  if (!Number.isSafeInteger(principal) || principal <= 0)
    throw new RangeError('principal must be positive paise');
  if (!Number.isFinite(annualRateBps) || annualRateBps < 0) throw new RangeError('annualRateBps must be ≥ 0');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a whole number ≥ 1');
}

/**
 * The monthly instalment of a reducing-balance loan, rounded up to a whole rupee (a multiple of
 * 100 paise): ₹10,00,000 at 8.5 % (850 bps) for 240 months → exactly ₹8,678.23 → ₹8,679.
 * A 0 % loan repays principal/months, also rounded up. Throws RangeError for a non-positive
 * principal or tenure, or a negative rate.
 */
export function monthlyEmiPaise(principal: Paise, annualRateBps: number, months: number): Paise {
  assertLoan(principal, annualRateBps, months);
  const monthlyRate = annualRateBps / BPS_MONTHS;
  const growth = (1 + monthlyRate) ** months;
  const exact = monthlyRate === 0 ? principal / months : (principal * monthlyRate * growth) / (growth - 1);
  return paise(Math.ceil(exact / PAISE_PER_RUPEE - CEIL_TOLERANCE) * PAISE_PER_RUPEE);
}

/** Interest for one month on `opening` paise, to the nearest paisa (integer maths until the one division). */
function monthlyInterest(opening: number, annualRateBps: number): number {
  return Math.round((opening * annualRateBps) / BPS_MONTHS);
}

/**
 * The full repayment schedule: instalment i falls due i−1 months after `firstDueDate` (same day,
 * clamped to the month's end). Every instalment is {@link monthlyEmiPaise} except the last, which
 * is exactly what is left plus its interest, so the closing principal ends at 0. Because the EMI
 * is rounded up, a tiny loan can be repaid before `months` instalments; the schedule then stops.
 */
export function emiSchedule(input: EmiScheduleInput): ScheduledEmi[] {
  const { principal, annualRateBps, months, firstDueDate } = input;
  const emi = monthlyEmiPaise(principal, annualRateBps, months);
  const rows: ScheduledEmi[] = [];
  let opening: number = principal;
  for (let n = 1; n <= months && opening > 0; n += 1) {
    const interest = monthlyInterest(opening, annualRateBps);
    const isLast = n === months || opening + interest <= emi;
    const principalPart = isLast ? opening : emi - interest;
    rows.push({
      installment_no: n,
      due_date: addMonthsClamped(firstDueDate, n - 1),
      opening_principal_paise: paise(opening),
      emi_paise: paise(principalPart + interest),
      interest_paise: paise(interest),
      principal_paise: paise(principalPart),
      closing_principal_paise: paise(opening - principalPart),
    });
    opening -= principalPart;
  }
  return rows;
}
