import { useQuery } from '@tanstack/react-query';

import { userBasicQueryOptions } from '@/api/endpoints/user';

/**
 * Asks who the customer is on whatever route the app was opened at (a webview deep link straight
 * into linking included), not only on home: reading `/user/basic/` puts the user id in the shared
 * state, and telemetry identifies the customer once it is known (docs/product.md#validation-rules).
 * Off without a token; one shared, persisted query, so home does not ask twice.
 */
export function CustomerIdentity() {
  useQuery(userBasicQueryOptions());
  return null;
}
