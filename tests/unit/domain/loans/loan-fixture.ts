import type { Drawdown } from '@/domain/loans/credit-line';
import { emiSchedule } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

/** A drawdown of `amount` at `rateBps` over `months` from 5 Feb 2025, its first `paidCount` EMIs paid. */
export function loan(amount: number, rateBps: number, months: number, paidCount: number): Drawdown {
  const rows = emiSchedule({
    principal: paise(amount),
    annualRateBps: rateBps,
    months,
    firstDueDate: '2025-02-05',
  });
  return {
    amountPaise: amount,
    annualRateBps: rateBps,
    disbursedOn: '2025-01-10',
    closed: false,
    instalments: rows.map((r, i) => ({
      dueDate: r.due_date,
      emiPaise: r.emi_paise,
      principalPaise: r.principal_paise,
      interestPaise: r.interest_paise,
      paid: i < paidCount,
    })),
  };
}
