import { z } from 'zod/mini';

import { MONTH_KEY_PATTERN } from '@/domain/dates/month';

/**
 * The savings level-1 screen (`GET /l1-screen-v2`) and the atoms the rest of the savings contract
 * (aggregator-savings.ts) builds on. Its own module because home's first screen reads this answer
 * and nothing else of the savings endpoints: a first screen downloads only the schemas it parses.
 */

export const paise = z.int();
export const instant = z.iso.datetime({ offset: true });
/** `YYYY-MM`, the `month_key` query key of docs/product.md#query-keys. */
export const monthKeySchema = z.string().check(z.regex(MONTH_KEY_PATTERN));
export const id = z.string().check(z.minLength(1), z.maxLength(100));

/** What a screen shows instead of data when nothing is linked yet: not an error, an invitation. */
export const savingsEmptyStateSchema = z.object({
  title: z.string(),
  message: z.string(),
  cta_label: z.string(),
  /** Relative app path into the linking journey. */
  cta_navlink: z.string(),
});

/** One linked bank account as a card: which bank, which account, how much, as of when. */
export const savingsAccountCardSchema = z.object({
  account_id: id,
  fip_id: z.string(),
  bank_name: z.string(),
  /** e.g. `XXXXXXXX4821`. */
  masked_acc_number: z.string(),
  /** SAVINGS or CURRENT. */
  acc_type: z.string(),
  ifsc: z.nullable(z.string()),
  balance_paise: paise,
  /** The last transaction's instant, else when it was linked; null when neither is known. */
  balance_as_of: z.nullable(instant),
});

/** Money in and out of one month; self-transfers between the user's accounts left out. */
export const monthFlowSchema = z.object({
  month_key: monthKeySchema,
  /** "Mar 2025". */
  label: z.string(),
  money_in_paise: paise,
  money_out_paise: paise,
  net_paise: paise,
});

export const tabSchema = <T extends string>(ids: readonly [T, ...T[]]) =>
  z.object({ id: z.enum(ids), label: z.string() });

/** GET `/l1-screen-v2`: the savings level-1 screen. */
export const savingsL1ScreenSchema = z.object({
  tabs: z.array(tabSchema(['account_summary', 'all_transactions'])),
  has_linked_accounts: z.boolean(),
  empty_state: z.nullable(savingsEmptyStateSchema),
  total_balance_paise: paise,
  accounts: z.array(savingsAccountCardSchema),
  this_month: monthFlowSchema,
  /** Where "link another account" goes. */
  link_account_navlink: z.string(),
});

export type SavingsL1Screen = z.infer<typeof savingsL1ScreenSchema>;
