/**
 * One savings account end to end: its `fi_accounts` row, its day-to-day activity, the regular
 * and scheduled lines other parts of the world produced, and the ledger with running balances.
 */
import { type AccountSpec, insertAccount } from './accounts';
import { dailyActivity, type SpendPlan } from './bank-activity';
import { type BankEntry, writeLedger } from './bank-entry';
import { type BankSetup, familyTopUp } from './bank-setup';
import type { SeedContext } from './context';
import type { Day } from './dates';

export type SavingsSpec = {
  account: AccountSpec;
  setup: BankSetup;
  plan: SpendPlan;
  /** Rupees in the account the day before the history starts. */
  openingRupees: number;
  /** Discretionary spends keep at least this many rupees in the account. */
  floorRupees: number;
  /** Who tops the account up over IMPS when a required debit would bounce. */
  family: string;
};

/** Writes the account and its ledger from `from` to the anchor; returns the closing balance. */
export function seedSavings(
  ctx: SeedContext,
  spec: SavingsSpec,
  from: Day,
  scheduled: readonly BankEntry[],
): number {
  insertAccount(ctx, spec.account);
  const rng = ctx.rng(`savings:${spec.account.id}`);
  const activity = dailyActivity(spec.setup, spec.plan, rng, from, ctx.anchorDay);
  const balance = writeLedger(
    ctx,
    {
      id: spec.account.id,
      openingBalance: spec.openingRupees * 100,
      floor: spec.floorRupees * 100,
      topUp: familyTopUp(spec.setup, ctx.rng(`top-up:${spec.account.id}`), spec.family),
    },
    [...scheduled, ...activity],
  );
  ctx.writer.setBalance(spec.account.id, balance);
  return balance;
}
