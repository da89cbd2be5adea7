import { queryOptions } from '@tanstack/react-query';

import { userBasicSchema, type UserBasic } from '@/api/schemas/user';

import { getAuthorization } from '../auth-token';
import { request } from '../request';

/** GET /ind-investment/api/v4/user/basic/ (SPEC §7). */
export function getUserBasic(signal?: AbortSignal): Promise<UserBasic> {
  return request({
    service: 'user',
    path: '/user/basic/',
    schema: userBasicSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The signed-in customer; disabled without a bearer token (SPEC §6). */
export function userBasicQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'basic'],
    queryFn: ({ signal }) => getUserBasic(signal),
    enabled: getAuthorization() !== null,
  });
}
