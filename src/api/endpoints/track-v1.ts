/** Track v1 (`/track/v1`, SPEC §7): the FIPs where the customer's accounts were discovered. */
import { usersDiscoveredBanksSchema } from '@/api/schemas/track-v1';

import { authedQueryOptions } from '../authed-query-options';
import { request } from '../request';

export const trackV1Keys = {
  all: ['track-v1'] as const,
  discoveredBanks: () => ['track-v1', 'users-discovered-banks'] as const,
};

/** `GET /users-discovered-banks`: e.g. to offer "link your other HDFC account". */
export function getUsersDiscoveredBanks(signal?: AbortSignal) {
  return request({
    service: 'trackV1',
    path: '/users-discovered-banks',
    schema: usersDiscoveredBanksSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usersDiscoveredBanksQueryOptions() {
  return authedQueryOptions({
    queryKey: trackV1Keys.discoveredBanks(),
    queryFn: ({ signal }) => getUsersDiscoveredBanks(signal),
  });
}
