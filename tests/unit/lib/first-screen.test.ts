import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FirstScreen from '@/lib/first-screen';

// The page's idle moments, run when a test says so.
const idle = vi.hoisted(() => [] as (() => void)[]);
vi.mock('@/lib/when-idle', () => ({
  whenIdle: (work: () => void) => {
    idle.push(work);
    return () => idle.splice(idle.indexOf(work), 1);
  },
}));
const pageIdles = () => idle.splice(0).forEach((work) => work());

let firstScreen: typeof FirstScreen;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  idle.length = 0;
  firstScreen = await import('@/lib/first-screen');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('work deferred until the first screen is shown', () => {
  it('waits for the first screen, then for an idle moment', () => {
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    pageIdles();
    expect(work).not.toHaveBeenCalled();

    firstScreen.markFirstScreenShown();
    expect(work).not.toHaveBeenCalled();
    pageIdles();
    expect(work).toHaveBeenCalledTimes(1);

    firstScreen.markFirstScreenShown();
    vi.advanceTimersByTime(60_000);
    pageIdles();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts at its latest time when the screen never settles', () => {
    const work = vi.fn();
    firstScreen.afterFirstScreen(work, { latestMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    pageIdles();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    pageIdles();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment once the screen is already shown, and not when cancelled', () => {
    firstScreen.markFirstScreenShown();
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    pageIdles();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    firstScreen.afterFirstScreen(cancelled)();
    firstScreen.markFirstScreenShown();
    vi.advanceTimersByTime(60_000);
    pageIdles();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('the data layer marks the first screen shown', () => {
  it('once a screen’s query has fetched its answer, not at the restore before it', async () => {
    const { markShownWhenQueriesSettle } = await import('@/app/first-queries-settled');
    const client = new QueryClient();
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    markShownWhenQueriesSettle(client);

    // What the persisted cache restores is not an answer of this page.
    client.setQueryData(['restored'], { from: 'storage' });
    let answer!: (value: string) => void;
    const observer = new QueryObserver(client, {
      queryKey: ['the screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    pageIdles();
    expect(work).not.toHaveBeenCalled();

    answer('the figures');
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    pageIdles();
    expect(work).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
