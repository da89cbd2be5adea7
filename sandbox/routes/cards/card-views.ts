import type { CardBill, CardStatement, CreditCard } from '@/api/schemas/credit-cards';
import {
  daysToDue,
  minOutstandingPaise,
  outstandingPaise,
  statementStatusOn,
  type StatementDues,
} from '@/domain/cards/statement-status';

import { usedLimitPaise, utilisationBps } from '../../rules/cards/card-limits';
import type { CardRow, StatementRow } from './card-queries';

function duesOf(row: StatementRow): StatementDues {
  return {
    totalDuePaise: row.total_due_paise,
    minDuePaise: row.min_due_paise,
    paidPaise: row.paid_paise,
    dueDate: row.due_date,
  };
}

/** The last four digits of a masked card number (`XXXX XXXX XXXX 1234` → `1234`). */
export function last4Of(maskedNumber: string): string {
  return maskedNumber.replace(/\D/g, '').slice(-4);
}

/** A statement as answers show it; its status is worked out for `today`, not read from the row. */
export function statementView(row: StatementRow, today: string): CardStatement {
  const dues = duesOf(row);
  return {
    statement_id: row.id,
    period_start: row.period_start,
    period_end: row.period_end,
    due_date: row.due_date,
    total_due_paise: Math.max(0, row.total_due_paise),
    min_due_paise: Math.max(0, row.min_due_paise),
    paid_paise: Math.max(0, row.paid_paise),
    outstanding_paise: outstandingPaise(dues),
    status: statementStatusOn(dues, today),
    days_to_due: daysToDue(row.due_date, today),
    locked: row.locked === 1,
  };
}

/** A card on "My Cards"; `statements` are its statements newest first. */
export function cardView(card: CardRow, statements: readonly StatementRow[], today: string): CreditCard {
  const current = statements[0];
  return {
    card_id: card.id,
    account_id: card.account_id,
    issuer: card.issuer,
    card_name: card.card_name,
    network: card.network,
    masked_number: card.masked_number,
    last4: last4Of(card.masked_number),
    credit_limit_paise: Math.max(0, card.credit_limit_paise),
    available_paise: card.available_paise,
    used_paise: usedLimitPaise(card.credit_limit_paise, card.available_paise),
    utilisation_bps: utilisationBps(card.credit_limit_paise, card.available_paise),
    statement_password_hint: card.statement_password_hint,
    current_statement: current === undefined ? null : statementView(current, today),
    has_locked_statement: statements.some((s) => s.locked === 1),
  };
}

/** A card's line on "Bill Payment": the dues of its newest statement. */
export function billView(
  card: CardRow,
  statement: StatementRow,
  today: string,
  unbilledPaise: number,
): CardBill {
  const view = statementView(statement, today);
  return {
    card_id: card.id,
    issuer: card.issuer,
    card_name: card.card_name,
    masked_number: card.masked_number,
    statement_id: statement.id,
    due_date: statement.due_date,
    days_to_due: view.days_to_due,
    total_due_paise: view.total_due_paise,
    min_due_paise: view.min_due_paise,
    paid_paise: view.paid_paise,
    outstanding_paise: view.outstanding_paise,
    min_outstanding_paise: minOutstandingPaise(duesOf(statement)),
    unbilled_paise: Math.max(0, unbilledPaise),
    status: view.status,
    is_overdue: view.status === 'OVERDUE',
  };
}

/** Bills with something to pay first, soonest (or longest overdue) first; paid ones last. */
export function compareBills(a: CardBill, b: CardBill): number {
  const unpaid = Number(b.outstanding_paise > 0) - Number(a.outstanding_paise > 0);
  return unpaid || a.days_to_due - b.days_to_due || (a.card_id < b.card_id ? -1 : 1);
}
