import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Authed from '@/api/authed-query-options';
import type * as AuthToken from '@/session/auth-token';

let auth: typeof AuthToken;
let authed: typeof Authed;

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  auth = await import('@/session/auth-token');
  authed = await import('@/api/authed-query-options');
});

type Observed = {
  subscribe: (listener: () => void) => () => void;
  getCurrentResult: () => { fetchStatus: string };
};

/** Whether the query starts fetching once a component observes it. */
function fetchesOnMount(observer: Observed): boolean {
  const unsubscribe = observer.subscribe(() => undefined);
  const fetching = observer.getCurrentResult().fetchStatus === 'fetching';
  unsubscribe();
  return fetching;
}

const queryFn = () => new Promise<number>(() => undefined);

describe('authedQueryOptions', () => {
  it('disables the query without a bearer token', () => {
    const options = authed.authedQueryOptions({ queryKey: ['savings'], queryFn });
    expect(fetchesOnMount(new QueryObserver(new QueryClient(), options))).toBe(false);
  });

  it('enables it with one, reading the token each time', () => {
    const options = authed.authedQueryOptions({ queryKey: ['savings'], queryFn });
    auth.setAuthorization('Bearer t1');
    expect(fetchesOnMount(new QueryObserver(new QueryClient(), options))).toBe(true);
    auth.clearAuthorization();
    expect(fetchesOnMount(new QueryObserver(new QueryClient(), options))).toBe(false);
  });

  it.each([
    [false, false],
    [true, true],
    [() => false, false],
    [() => true, true],
  ])('keeps the caller’s own enabled (%s) on top', (enabled, expected) => {
    auth.setAuthorization('Bearer t1');
    const options = authed.authedQueryOptions({ queryKey: ['savings'], queryFn, enabled });
    expect(fetchesOnMount(new QueryObserver(new QueryClient(), options))).toBe(expected);
  });
});
