import { QueryClient, useQuery } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UserBasic } from '@/api/schemas/user';

import { freshStorage } from '../storage/fresh-storage';

const USER: UserBasic = {
  id: 'cust-1',
  name: 'Asha Rao',
  first_name: 'Asha',
  mobile_masked: 'XXXXXX4321',
  email_masked: 'a***@example.com',
};

beforeEach(freshStorage);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The first visit: signed in, the user query answered, the cache saved (after its 1 s throttle). */
async function firstVisit(): Promise<void> {
  vi.useFakeTimers();
  const { setAuthorization } = await import('@/session/auth-token');
  const { emit } = await import('@/events/bus');
  const { persistOptions } = await import('@/api/query-persistence');
  const { userBasicQueryOptions } = await import('@/api/endpoints/user');
  setAuthorization('Bearer demo');
  emit('state/user-id-set', { userId: USER.id });
  const client = new QueryClient();
  const { queryKey, meta } = userBasicQueryOptions();
  client.getQueryCache().build(client, { queryKey, meta });
  client.setQueryData(['user', 'basic'], USER);
  await persistQueryClientSave({ ...persistOptions(), queryClient: client });
  vi.advanceTimersByTime(1000);
  vi.useRealTimers();
}

describe('the data layer after a reload', () => {
  it('paints the last data before the network answers', async () => {
    await firstVisit();
    vi.resetModules(); // the reload
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { DataLayer, NeedsData } = await import('@/app/data-layer');
    const { userBasicQueryOptions } = await import('@/api/endpoints/user');
    const { getAppState } = await import('@/events/state/store');
    function Greeting() {
      const user = useQuery(userBasicQueryOptions());
      return <h1>{user.data ? `Hello, ${user.data.first_name}` : 'Hello'}</h1>;
    }
    render(
      <DataLayer>
        <NeedsData>
          <Greeting />
        </NeedsData>
      </DataLayer>,
    );
    expect((await screen.findByRole('heading', { name: 'Hello, Asha' })).textContent).toBe('Hello, Asha');
    expect(getAppState().userId).toBe('cust-1');
  });

  it('paints nothing of the last customer once the token changed', async () => {
    await firstVisit();
    vi.resetModules();
    const { setAuthorization } = await import('@/session/auth-token');
    setAuthorization('Bearer someone-else');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { DataLayer, NeedsData } = await import('@/app/data-layer');
    const { userBasicQueryOptions } = await import('@/api/endpoints/user');
    function Greeting() {
      const user = useQuery(userBasicQueryOptions());
      return <h1>{user.data ? `Hello, ${user.data.first_name}` : `Hello (${user.fetchStatus})`}</h1>;
    }
    render(
      <DataLayer>
        <NeedsData>
          <Greeting />
        </NeedsData>
      </DataLayer>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello (fetching)' })).toBeTruthy();
  });
});
