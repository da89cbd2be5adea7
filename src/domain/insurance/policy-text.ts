/**
 * How a policy's terms read on screen (docs/product.md#insurance-policies). Pure words: the
 * amounts are rendered by the shared Amount component. Each text is a message (docs/i18n.md): a
 * screen shows them with `intl.formatMessage(text, text.values)`.
 */
import { defineText, type Text } from '@/domain/text/message';

import type { PolicyStatus, PremiumFrequency } from './policy-terms';

const FREQUENCY_TEXT: Readonly<Record<PremiumFrequency, Text>> = {
  MONTHLY: defineText({ id: 'insurance.frequency.monthly', defaultMessage: 'a month' }),
  QUARTERLY: defineText({ id: 'insurance.frequency.quarterly', defaultMessage: 'a quarter' }),
  HALF_YEARLY: defineText({ id: 'insurance.frequency.halfYearly', defaultMessage: 'every six months' }),
  YEARLY: defineText({ id: 'insurance.frequency.yearly', defaultMessage: 'a year' }),
  ONE_TIME: defineText({ id: 'insurance.frequency.oneTime', defaultMessage: 'single premium' }),
};

/** "a year", "a month", …: what follows the premium amount ("₹14,280 a year"). */
export function premiumFrequencyMessage(frequency: PremiumFrequency): Text {
  return FREQUENCY_TEXT[frequency];
}

const STATUS_TEXT: Readonly<Record<PolicyStatus, Text>> = {
  ACTIVE: defineText({ id: 'insurance.status.active', defaultMessage: 'Active' }),
  GRACE_PERIOD: defineText({ id: 'insurance.status.gracePeriod', defaultMessage: 'In grace period' }),
  LAPSED: defineText({ id: 'insurance.status.lapsed', defaultMessage: 'Lapsed' }),
  EXPIRED: defineText({ id: 'insurance.status.expired', defaultMessage: 'Expired' }),
};

export function policyStatusMessage(status: PolicyStatus): Text {
  return STATUS_TEXT[status];
}

const TYPE_TEXT: Readonly<Record<string, Text>> = {
  TERM: defineText({ id: 'insurance.type.term', defaultMessage: 'Term life' }),
  ENDOWMENT: defineText({ id: 'insurance.type.endowment', defaultMessage: 'Endowment' }),
  MONEYBACK: defineText({ id: 'insurance.type.moneyback', defaultMessage: 'Money back' }),
  PENSION_PLAN: defineText({ id: 'insurance.type.pensionPlan', defaultMessage: 'Pension plan' }),
  WHOLE_LIFE: defineText({ id: 'insurance.type.wholeLife', defaultMessage: 'Whole life' }),
  CHILDREN_PLAN: defineText({ id: 'insurance.type.childrenPlan', defaultMessage: "Children's plan" }),
  ULIP: defineText({ id: 'insurance.type.ulip', defaultMessage: 'ULIP' }),
  HEALTH: defineText({ id: 'insurance.type.health', defaultMessage: 'Health' }),
  MOTOR: defineText({ id: 'insurance.type.motor', defaultMessage: 'Motor' }),
  TRAVEL: defineText({ id: 'insurance.type.travel', defaultMessage: 'Travel' }),
  HOME: defineText({ id: 'insurance.type.home', defaultMessage: 'Home' }),
};

/**
 * "Term life", "Health"; a type we do not know is the insurer's own word in sentence case
 * ("CRITICAL_ILLNESS" → "Critical illness"), the same in every language; none is "Policy".
 */
export function policyTypeMessage(policyType: string): Text {
  const known = TYPE_TEXT[policyType.toUpperCase()];
  if (known !== undefined) return known;
  const words = policyType.replace(/_/g, ' ').trim().toLowerCase();
  if (words === '') return defineText({ id: 'insurance.type.none', defaultMessage: 'Policy' });
  return defineText({
    id: 'insurance.type.other',
    defaultMessage: '{type}',
    values: { type: words.charAt(0).toUpperCase() + words.slice(1) },
  });
}

/** "Sum assured" for life cover, "Cover" for health and general insurance. */
export function coverMessage(endKind: 'RENEWAL' | 'MATURITY'): Text {
  return endKind === 'RENEWAL'
    ? defineText({ id: 'insurance.label.cover', defaultMessage: 'Cover' })
    : defineText({ id: 'insurance.label.sumAssured', defaultMessage: 'Sum assured' });
}

/** "Renews on" or "Matures on", before the end date. */
export function endDateMessage(endKind: 'RENEWAL' | 'MATURITY'): Text {
  return endKind === 'RENEWAL'
    ? defineText({ id: 'insurance.label.renewsOn', defaultMessage: 'Renews on' })
    : defineText({ id: 'insurance.label.maturesOn', defaultMessage: 'Matures on' });
}

/** "1 nominee", "2 nominees", "No nominee". */
export function nomineeMessage(count: number): Text {
  return defineText({
    id: 'insurance.nominees.count',
    defaultMessage: '{count, plural, =0 {No nominee} one {# nominee} other {# nominees}}',
    values: { count: Math.max(0, count) },
  });
}
