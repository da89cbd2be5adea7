import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/screen';
import type { UserScreens } from '@/api/schemas/profile';

import { jsonResponse, loadApi, sent, stubFetch, type Api, type FetchMock } from '../fetch-stub';

const SCREENS: UserScreens = {
  screens: ['savings', 'banks', 'news', 'alerts'],
  linked: { savings_accounts: 3, demat_accounts: 0, insurance_policies: 0, credit_cards: 0 },
  has_credit_line: false,
};

let api: Api;
let screen: typeof Endpoints;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, SCREENS);
  api = await loadApi();
  screen = await import('@/api/endpoints/screen');
  api.auth.setAuthorization('Bearer newbie');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** Whether a component observing these options would start fetching (false: disabled). */
function fetchesOnMount<T, K extends readonly unknown[]>(options: {
  queryKey: K;
  queryFn?: unknown;
  enabled?: unknown;
}): boolean {
  const observer = new QueryObserver<T, Error, T, T, K>(
    new QueryClient(),
    options as ConstructorParameters<typeof QueryObserver<T, Error, T, T, K>>[1],
  );
  const unsubscribe = observer.subscribe(() => undefined);
  const fetching = observer.getCurrentResult().fetchStatus === 'fetching';
  unsubscribe();
  return fetching;
}

describe('screen endpoints', () => {
  it('reads the customer’s areas from /api/v1/screen/user/', async () => {
    await expect(screen.getUserScreens()).resolves.toEqual(SCREENS);
    const { url, headers } = sent(fetchMock);
    expect(url).toBe('/api/v1/screen/user/');
    expect(headers.get('Authorization')).toBe('Bearer newbie');
  });

  it('reads where to land from /api/v1/screen/activeScreen/', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { screen: 'linking_intro', reason: 'NOTHING_LINKED' })),
    );
    await expect(screen.getActiveScreen()).resolves.toEqual({
      screen: 'linking_intro',
      reason: 'NOTHING_LINKED',
    });
    expect(sent(fetchMock).url).toBe('/api/v1/screen/activeScreen/');
  });

  it('raises a contract error for an unknown area', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...SCREENS, screens: ['casino'] })),
    );
    await expect(screen.getUserScreens()).rejects.toBeInstanceOf(api.errors.ContractError);
  });

  it('has hierarchical, persisted queries that are off without a token', () => {
    const user = screen.userScreensQueryOptions();
    const active = screen.activeScreenQueryOptions();
    expect(user.queryKey).toEqual(['screen', 'user']);
    expect(active.queryKey).toEqual(['screen', 'active']);
    expect(user.meta?.persist).toBe(true);
    expect(active.meta?.persist).toBe(true);
    expect(fetchesOnMount(user)).toBe(true);
    api.auth.clearAuthorization();
    expect(fetchesOnMount(user)).toBe(false);
  });
});
