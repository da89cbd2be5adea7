/**
 * The screen endpoints of SPEC §7: which areas the customer has (`/api/v1/screen/user/`) and where
 * the app should land them (`/api/v1/screen/activeScreen/`: the linking intro while nothing is
 * linked, else home).
 */
import {
  activeScreenSchema,
  userScreensSchema,
  type ActiveScreen,
  type UserScreens,
} from '@/api/schemas/profile';

import { authedQueryOptions } from '../authed-query-options';
import { PERSIST_META } from '../query-meta';
import { request } from '../request';

/** Hierarchical keys: linking or revoking an account invalidates `screenKeys.all`. */
export const screenKeys = {
  all: ['screen'] as const,
  user: () => [...screenKeys.all, 'user'] as const,
  active: () => [...screenKeys.all, 'active'] as const,
};

/** GET /api/v1/screen/user/: the customer's areas and how many accounts of each kind are linked. */
export function getUserScreens(signal?: AbortSignal): Promise<UserScreens> {
  return request({
    service: 'screen',
    path: '/user/',
    schema: userScreensSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/v1/screen/activeScreen/: the screen to land the customer on. */
export function getActiveScreen(signal?: AbortSignal): Promise<ActiveScreen> {
  return request({
    service: 'screen',
    path: '/activeScreen/',
    schema: activeScreenSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The customer's areas; off without a token. Persisted (small): home paints them at once on a reload. */
export function userScreensQueryOptions() {
  return authedQueryOptions({
    queryKey: screenKeys.user(),
    queryFn: ({ signal }) => getUserScreens(signal),
    meta: PERSIST_META,
  });
}

/** Where to land; off without a token. Persisted, so a reload does not flash the wrong screen. */
export function activeScreenQueryOptions() {
  return authedQueryOptions({
    queryKey: screenKeys.active(),
    queryFn: ({ signal }) => getActiveScreen(signal),
    meta: PERSIST_META,
  });
}
