/**
 * `GET /cc-service/cards`: "My Cards", the one credit-card answer home's first screen reads. Its own
 * module (the rest of the service is credit-cards.ts) so that screen downloads this read and its
 * schema, not the service's payments, statements and analytics.
 */
import { persistedRead } from '@/api/authed-query-options';
import { readOf } from '@/api/request';
import { creditCardsSchema } from '@/api/schemas/credit-cards-list';

import { creditCardKeys } from './credit-cards-keys';

/** GET /cc-service/cards: "My Cards". */
const getCreditCards = readOf('creditCard', '/cards', creditCardsSchema);

export function creditCardsQueryOptions() {
  return persistedRead(creditCardKeys.cards(), getCreditCards);
}
