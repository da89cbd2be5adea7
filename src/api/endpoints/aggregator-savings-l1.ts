/**
 * `GET /l1-screen-v2`: the savings level-1 screen (total balance, a card per account, this month's
 * flow), the one savings answer home's first screen reads. Its own module (the rest of the savings
 * endpoints is aggregator-savings.ts) so that screen downloads this read and its schema only.
 */
import { persistedRead } from '@/api/authed-query-options';
import { readOf } from '@/api/request';
import { savingsL1ScreenSchema } from '@/api/schemas/aggregator-savings-l1';

import { savingsKeys } from './aggregator-savings-keys';

/** GET `/l1-screen-v2`: the tabs, total balance, a card per account and this month's flow. */
const getSavingsL1Screen = readOf('aggregator', '/l1-screen-v2', savingsL1ScreenSchema);

export function savingsL1ScreenQueryOptions() {
  return persistedRead(savingsKeys.l1Screen(), getSavingsL1Screen);
}
