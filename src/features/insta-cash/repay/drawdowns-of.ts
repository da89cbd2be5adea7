import type { EmiRow, Withdrawal } from '@/api/schemas/insta-cash';
import type { QuotedDrawdown } from '@/domain/loans/repayment-quote';

/**
 * The quote rules' view of the line, from the withdrawals and the full EMI schedule the app already
 * reads: the same facts the sandbox quotes from, so both arrive at the same paisa.
 */
export function drawdownsOf(withdrawals: readonly Withdrawal[], rows: readonly EmiRow[]): QuotedDrawdown[] {
  return withdrawals.map((w) => ({
    id: w.withdrawal_id,
    drawdown: {
      amountPaise: w.amount_paise,
      annualRateBps: w.annual_rate_bps,
      disbursedOn: w.disbursed_on,
      closed: w.status === 'CLOSED',
      instalments: rows
        .filter((r) => r.withdrawal_id === w.withdrawal_id)
        .sort((a, b) => a.installment_no - b.installment_no)
        .map((r) => ({
          dueDate: r.due_date,
          emiPaise: r.emi_paise,
          principalPaise: r.principal_paise,
          interestPaise: r.interest_paise,
          paid: r.status === 'PAID',
        })),
    },
  }));
}
