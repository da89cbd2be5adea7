/**
 * `GET …/insta-cash/summary`: the credit line with its next and overdue EMIs, the one instant-cash
 * answer home's first screen reads. Its own module (the rest is insta-cash.ts) so that screen
 * downloads this read and its schema, not the withdrawals, repayments and mandates.
 */
import { persistedRead } from '@/api/authed-query-options';
import { readOf } from '@/api/request';
import { instaCashSummarySchema } from '@/api/schemas/insta-cash-summary';

import { instaCashKeys } from './insta-cash-keys';

/** GET …/insta-cash/summary: the credit line, next and overdue EMIs. */
const getInstaCashSummary = readOf('user', '/insta-cash/summary', instaCashSummarySchema);

export function instaCashSummaryQueryOptions() {
  return persistedRead(instaCashKeys.summary(), getInstaCashSummary);
}
