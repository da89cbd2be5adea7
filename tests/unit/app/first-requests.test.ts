import { beforeEach, describe, expect, it, vi } from 'vitest';

import { serviceUrl } from '@/api/services';

import { ALL_ROUTES } from '../../bench/routes.mjs';

const asked = vi.hoisted(() => vi.fn<(url: string, authorization: string) => void>());
const requested = vi.hoisted(() => vi.fn<(call: { service: string; path: string }) => Promise<never>>());

vi.mock('@/api/head-start', () => ({ askEarly: asked }));
vi.mock('@/api/request', () => ({ request: requested }));
vi.mock('@/session/auth-token', () => ({ currentAuthorization: () => Promise.resolve('Bearer demo') }));
vi.mock('@/i18n/start-locale', () => ({ startLocale: () => Promise.resolve({ locale: 'en-IN' }) }));

const { askFirstRequests } = await import('@/app/first-requests');

beforeEach(() => {
  asked.mockClear();
  requested.mockReset().mockRejectedValue(new Error('not asked here'));
});

const urlsAsked = () => asked.mock.calls.map(([url]) => url);

describe('the first screens’ early asks', () => {
  // A first screen missing here paints a whole chunk wave later: its data is asked for only once
  // the data layer and the area's chunk have loaded and rendered.
  it.each(ALL_ROUTES.map((route) => [route.name, route.path]))(
    '%s (%s) asks for the customer and its own data from the entry',
    async (_name, path) => {
      await askFirstRequests(path);
      expect(urlsAsked()).toContain(serviceUrl('user', '/user/basic/'));
      expect(urlsAsked().length).toBeGreaterThan(1);
      for (const [, authorization] of asked.mock.calls) expect(authorization).toBe('Bearer demo');
    },
  );

  it('asks the mutual funds for exactly the GET their screen’s query makes', async () => {
    const { fundPortfolioQueryOptions } = await import('@/api/endpoints/mutual-funds');
    const queryFn = fundPortfolioQueryOptions().queryFn as (context: { signal: AbortSignal }) => unknown;
    await Promise.resolve(queryFn({ signal: new AbortController().signal })).catch(() => undefined);
    const [call] = requested.mock.calls[0]!;

    await askFirstRequests('/mutual-funds');
    expect(urlsAsked()).toContain(serviceUrl(call.service as 'tracking', call.path));
  });

  it('asks nothing for a screen it has no list for', async () => {
    await askFirstRequests('/profile');
    expect(asked).not.toHaveBeenCalled();
  });
});
