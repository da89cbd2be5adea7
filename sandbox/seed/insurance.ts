/**
 * Insurance policies: the policy at an insurer FIP (an `fi_accounts` row of INSURANCE_POLICIES)
 * plus its details, and the premium debits the savings account paid on each anniversary.
 */
import type { InsurancePolicyRow } from '../db/data-rows-products';
import type { BankEntry } from './bank-entry';
import type { SeedContext } from './context';
import { type Day, addMonths, isoDate } from './dates';
import type { Prng } from './prng';

export type PolicySpec = {
  policy: Omit<InsurancePolicyRow, 'start_date' | 'expiry_date' | 'next_premium_due'>;
  /** Whole years the policy has run at the anchor (the start is that many years and some days back). */
  yearsInForce: number;
  /** Term in years (life cover); null for a policy renewed every year (health). */
  termYears: number | null;
  /** The bank debit that pays a premium of `amount` paise on `day`; null when no seeded bank pays it. */
  payPremium: ((rng: Prng, day: Day, amount: number) => BankEntry) | null;
};

/** Inserts the policy row and returns its premium debits within [historyStart, anchor]. */
export function seedPolicy(ctx: SeedContext, spec: PolicySpec, historyStart: Day): BankEntry[] {
  const rng = ctx.rng(`policy:${spec.policy.id}`);
  const start = addMonths(ctx.anchorDay, -12 * spec.yearsInForce) - rng.int(20, 300);
  let nextDue = start;
  const premiums: BankEntry[] = [];
  while (nextDue <= ctx.anchorDay) {
    if (nextDue >= historyStart && spec.payPremium)
      premiums.push(spec.payPremium(rng, nextDue, spec.policy.premium_paise));
    nextDue = addMonths(nextDue, 12);
  }
  const expiry = spec.termYears === null ? nextDue - 1 : addMonths(start, 12 * spec.termYears) - 1;
  ctx.writer.insert('insurance_policies', {
    ...spec.policy,
    start_date: isoDate(start),
    expiry_date: isoDate(expiry),
    next_premium_due: isoDate(nextDue),
  });
  return premiums;
}
