/**
 * How a policy's terms read on screen (docs/product.md#insurance-policies). Pure words: the
 * amounts are rendered by the shared Amount component.
 */
import type { PolicyStatus, PremiumFrequency } from './policy-terms';

const FREQUENCY_TEXT: Readonly<Record<PremiumFrequency, string>> = {
  MONTHLY: 'a month',
  QUARTERLY: 'a quarter',
  HALF_YEARLY: 'every six months',
  YEARLY: 'a year',
  ONE_TIME: 'single premium',
};

/** "a year", "a month", …: what follows the premium amount ("₹14,280 a year"). */
export function premiumFrequencyText(frequency: PremiumFrequency): string {
  return FREQUENCY_TEXT[frequency];
}

const STATUS_TEXT: Readonly<Record<PolicyStatus, string>> = {
  ACTIVE: 'Active',
  GRACE_PERIOD: 'In grace period',
  LAPSED: 'Lapsed',
  EXPIRED: 'Expired',
};

export function policyStatusText(status: PolicyStatus): string {
  return STATUS_TEXT[status];
}

const TYPE_TEXT: Readonly<Record<string, string>> = {
  TERM: 'Term life',
  ENDOWMENT: 'Endowment',
  MONEYBACK: 'Money back',
  PENSION_PLAN: 'Pension plan',
  WHOLE_LIFE: 'Whole life',
  CHILDREN_PLAN: "Children's plan",
  ULIP: 'ULIP',
  HEALTH: 'Health',
  MOTOR: 'Motor',
  TRAVEL: 'Travel',
  HOME: 'Home',
};

/** "Term life", "Health"; a type we do not know is shown in sentence case ("CRITICAL_ILLNESS" → "Critical illness"). */
export function policyTypeText(policyType: string): string {
  const known = TYPE_TEXT[policyType.toUpperCase()];
  if (known !== undefined) return known;
  const words = policyType.replace(/_/g, ' ').trim().toLowerCase();
  return words === '' ? 'Policy' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Sum assured" for life cover, "Cover" for health and general insurance. */
export function coverLabel(endKind: 'RENEWAL' | 'MATURITY'): string {
  return endKind === 'RENEWAL' ? 'Cover' : 'Sum assured';
}

/** "Renews on" or "Matures on", before the end date. */
export function endDateLabel(endKind: 'RENEWAL' | 'MATURITY'): string {
  return endKind === 'RENEWAL' ? 'Renews on' : 'Matures on';
}

/** "1 nominee", "2 nominees", "No nominee". */
export function nomineeText(count: number): string {
  if (count <= 0) return 'No nominee';
  return count === 1 ? '1 nominee' : `${count} nominees`;
}
