import type { Disbursement, EmiRow, InstaCashSummary, Withdrawal } from '@/api/schemas/insta-cash';
import { daysFromTo } from '@/domain/dates/iso-day';
import {
  availableLimitPaise,
  type Drawdown,
  foreclosureAmountPaise,
  type Instalment,
  lineOutstandingPrincipalPaise,
  nextDue,
  outstandingPrincipalPaise,
  overdueSummary,
  scheduleStatuses,
} from '@/domain/loans/credit-line';
import { APP_PATHS } from '@/domain/navigation/app-paths';

import { utilisationBps } from '../../rules/cards/card-limits';
import type { EmiDbRow, LineData, WithdrawalRead } from './line-data';

function instalmentOf(emi: EmiDbRow): Instalment {
  return {
    dueDate: emi.due_date,
    emiPaise: emi.emi_paise,
    principalPaise: emi.principal_paise,
    interestPaise: emi.interest_paise,
    paid: emi.status === 'PAID' || emi.paid_on !== null,
  };
}

/** A withdrawal and its schedule as the credit-line rules see them. */
export function drawdownOf(row: WithdrawalRead, emis: readonly EmiDbRow[]): Drawdown {
  return {
    amountPaise: row.amount_paise,
    annualRateBps: row.annual_rate_bps,
    disbursedOn: row.disbursed_on,
    closed: row.status === 'CLOSED',
    instalments: emis.map(instalmentOf),
  };
}

/** What may be drawn now: nothing while the line is frozen. */
export function availableOf(data: LineData): number {
  if (data.line.status === 'FROZEN') return 0;
  const outstanding = lineOutstandingPrincipalPaise(data.withdrawals.map((w) => drawdownOf(w.row, w.emis)));
  return availableLimitPaise(data.line.limit_paise, outstanding);
}

/**
 * Schedule rows of one withdrawal with their status for `today` (paid, overdue, the next one
 * due, upcoming), worked out from dates rather than trusted from the stored column.
 */
export function scheduleRows(emis: readonly EmiDbRow[], today: string): EmiRow[] {
  const statuses = scheduleStatuses(emis.map(instalmentOf), today);
  return emis.map((emi, i) => ({
    emi_id: emi.id,
    withdrawal_id: emi.withdrawal_id,
    installment_no: emi.installment_no,
    due_date: emi.due_date,
    opening_principal_paise: emi.opening_principal_paise,
    emi_paise: emi.emi_paise,
    interest_paise: emi.interest_paise,
    principal_paise: emi.principal_paise,
    closing_principal_paise: emi.closing_principal_paise,
    status: statuses[i] ?? 'UPCOMING',
    paid_on: emi.paid_on === null ? null : emi.paid_on.slice(0, 10),
  }));
}

/** One withdrawal on the withdrawals view. */
export function withdrawalView(
  row: WithdrawalRead,
  emis: readonly EmiDbRow[],
  today: string,
  disbursement: Disbursement,
): Withdrawal {
  const drawdown = drawdownOf(row, emis);
  const statuses = scheduleStatuses(drawdown.instalments, today);
  const next = nextDue(drawdown.instalments, today);
  return {
    withdrawal_id: row.id,
    amount_paise: row.amount_paise,
    disbursed_on: row.disbursed_on.slice(0, 10),
    tenure_months: row.tenure_months,
    annual_rate_bps: row.annual_rate_bps,
    processing_fee_paise: row.processing_fee_paise,
    emi_paise: emis[0]?.emi_paise ?? 0,
    bank_account_masked: row.bank_account_masked,
    paid_instalments: statuses.filter((s) => s === 'PAID').length,
    remaining_instalments: statuses.filter((s) => s !== 'PAID').length,
    overdue_instalments: statuses.filter((s) => s === 'OVERDUE').length,
    outstanding_principal_paise: outstandingPrincipalPaise(drawdown),
    foreclosure_amount_paise: foreclosureAmountPaise(drawdown, today),
    next_due_date: next?.dueDate ?? null,
    status: row.status,
    disbursement,
  };
}

/** The insta-cash home for a customer with a line. */
export function summaryView(data: LineData, today: string): InstaCashSummary {
  const drawdowns = data.withdrawals.map((w) => drawdownOf(w.row, w.emis));
  const open = drawdowns.filter((d) => !d.closed);
  const instalments = open.flatMap((d) => d.instalments);
  const outstanding = lineOutstandingPrincipalPaise(drawdowns);
  const overdue = overdueSummary(instalments, today);
  const next = nextDue(instalments, today);
  return {
    eligible: true,
    credit_line_id: data.line.id,
    lender: data.line.lender,
    status: data.line.status,
    limit_paise: Math.max(0, data.line.limit_paise),
    available_paise: availableOf(data),
    outstanding_principal_paise: outstanding,
    utilisation_bps: utilisationBps(data.line.limit_paise, data.line.limit_paise - outstanding),
    annual_rate_bps: data.line.annual_rate_bps,
    next_emi:
      next === null
        ? null
        : {
            due_date: next.dueDate,
            amount_paise: next.amountPaise,
            emi_count: next.count,
            days_to_due: daysFromTo(today, next.dueDate),
          },
    overdue_amount_paise: overdue.amountPaise,
    overdue_count: overdue.count,
    active_withdrawals: open.length,
    foreclosure_amount_paise: open.reduce((sum, d) => sum + foreclosureAmountPaise(d, today), 0),
    navlinks: {
      pay_overdue: overdue.count > 0 ? repayNavlink('overdue') : null,
      pay_next_emi: overdue.count === 0 && next !== null ? repayNavlink('next') : null,
      prepay: open.length > 0 ? repayNavlink('prepay') : null,
      foreclose: open.length > 0 ? repayNavlink('foreclose') : null,
    },
  };
}

/** A repayment action's lending navlink: the app's own quote, opened on the overview. */
function repayNavlink(kind: 'overdue' | 'next' | 'prepay' | 'foreclose'): string {
  return `${APP_PATHS.instaCash}?repay=${kind}`;
}
