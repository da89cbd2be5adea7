import type { CreditCards } from '@/api/schemas/credit-cards-list';
import type { EmiSchedule, InstaCashSummary } from '@/api/schemas/insta-cash';
import type { Budgets } from '@/api/schemas/spending-plan';
import type { ConsentSummary } from '@/api/schemas/wealth';
import { istDayOf } from '@/domain/dates/ist';
import type { AttentionInput } from '@/domain/wealth/attention';

/** The overdue instant-cash EMIs: the summary's sum, dated by the oldest overdue instalment. */
export function overdueEmiOf(
  summary: InstaCashSummary | undefined,
  schedule: EmiSchedule | undefined,
): AttentionInput['overdueEmi'] {
  if (summary?.eligible !== true || summary.overdue_count === 0) return null;
  const oldest = schedule?.rows
    .filter((row) => row.status === 'OVERDUE')
    .map((row) => row.due_date)
    .sort()[0];
  if (oldest === undefined) return null;
  return { amountPaise: summary.overdue_amount_paise, count: summary.overdue_count, oldestDueDate: oldest };
}

/** Each card's current statement with something left to pay. */
export function cardBillsOf(cards: CreditCards | undefined): AttentionInput['cardBills'] {
  return (cards?.cards ?? []).flatMap((card) => {
    const statement = card.current_statement;
    if (statement === null || statement.outstanding_paise <= 0 || statement.status === 'PAID') return [];
    return [
      {
        cardId: card.card_id,
        cardName: `${card.issuer} ${card.card_name}`,
        dueDate: statement.due_date,
        outstandingPaise: statement.outstanding_paise,
      },
    ];
  });
}

export function consentsOf(consents: readonly ConsentSummary[] | undefined): AttentionInput['consents'] {
  return (consents ?? []).map((c) => ({
    handle: c.consent_handle,
    label: c.label,
    status: c.health === 'ACTIVE' ? 'ACTIVE' : 'FAILED',
    expiresOn: c.expires_on,
  }));
}

/**
 * A linking journey left half-way, from the linking feature's record on this device (Dexie
 * `linking`, consent user details): a step other than the final status. Read by shape only; the
 * record belongs to the linking feature.
 */
export function unfinishedLinkingOf(details: unknown): AttentionInput['unfinishedLinking'] {
  if (typeof details !== 'object' || details === null) return null;
  const record = details as Record<string, unknown>;
  if (typeof record.step !== 'string' || record.step === 'final-status') return null;
  const names = Array.isArray(record.bank_names)
    ? record.bank_names.filter((n): n is string => typeof n === 'string')
    : [];
  const updated = typeof record.updated_at === 'number' ? record.updated_at : Date.now();
  return {
    leftOn: istDayOf(new Date(updated)),
    bankName: names.length > 0 ? names.join(', ') : null,
    resumeHref: '/account-aggregator/onboarding',
  };
}

/** This month's budgets, as "needs attention" reads them (it keeps the ones over or on pace to be). */
export function budgetsOf(budgets: Budgets | undefined): NonNullable<AttentionInput['budgets']> {
  return (budgets?.budgets ?? []).map((budget) => ({
    category: budget.category,
    status: budget.status,
    spentPaise: budget.spent_paise,
    limitPaise: budget.limit_paise,
    projectedPaise: budget.projected_paise,
  }));
}
