import { z } from 'zod';

import type { AccountDetailsPage } from '@/api/schemas/aggregator-savings';

import { accountIdParam, parseInput } from './input';
import { toCard } from './rows';
import { resolveAccount, type SavingsEnv } from './scope';

const querySchema = z.object({ account_id: accountIdParam });

/** GET `/get-account-details-page`: holder, IFSC, branch, dates and the consent that linked it. */
export function buildAccountDetails(env: SavingsEnv, userId: string, query: unknown): AccountDetailsPage {
  const input = parseInput(querySchema, query);
  const account = resolveAccount(env.queries, userId, input.account_id);
  const activity = env.queries.activity(account.id);
  return {
    account: toCard(account),
    holder_name: account.holder_name,
    branch: account.branch,
    opened_on: account.opened_on,
    linked_at: account.linked_at,
    link_ref_number: account.link_ref_number,
    consent_handle: account.consent_handle,
    transaction_count: activity.n,
    first_posted_at: activity.first,
    last_posted_at: activity.last,
  };
}
