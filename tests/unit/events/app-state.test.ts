import { describe, expect, it } from 'vitest';

import type { AppEvent, AppEventName, AppEventOf, AppEventPayloads } from '@/events/app-events';
import { initialAppState, reduceAppState, type AppState, type Toast } from '@/events/state/app-state';

/** An event as the bus would stamp it; the reducer reads only name and payload. */
function event<N extends AppEventName>(name: N, payload: AppEventPayloads[N]): AppEventOf<N> {
  return {
    id: '0190a000-0000-7000-8000-000000000000',
    name,
    ts: 1_700_000_000_000,
    sessionId: 'session',
    payload,
  } as AppEventOf<N>;
}

/** The state actions: every `state/…` and `toast/…` event. Others (api calls, error reports) are not. */
type StateActionName = Extract<AppEventName, `state/${string}` | `toast/${string}`>;

const first: Toast = { id: 't1', type: 'success', message: 'Saved' };
const second: Toast = { id: 't2', type: 'error', message: 'Failed' };

/** A state with a toast queued and shown. */
const base: AppState = {
  ...initialAppState,
  toasts: [first],
  shownToastId: first.id,
};

describe('initialAppState', () => {
  it('starts with the partner script loading, no user and no toasts', () => {
    expect(initialAppState.finvuScriptStatus).toBe('loading');
    expect(initialAppState.userId).toBeNull();
    expect(initialAppState.toasts).toEqual([]);
    expect(initialAppState.shownToastId).toBeNull();
  });
});

describe('reduceAppState', () => {
  const rows: [string, AppEvent, Partial<AppState>][] = [
    [
      'sets the partner script status',
      event('state/linking-script-status-changed', { finvuScriptStatus: 'ready' }),
      { finvuScriptStatus: 'ready' },
    ],
    ['sets the user id', event('state/user-id-set', { userId: 'cust-1' }), { userId: 'cust-1' }],
    [
      'queues a new toast after the others',
      event('toast/added', { toast: second }),
      { toasts: [first, second] },
    ],
    ['marks a toast as shown', event('toast/shown', { id: second.id }), { shownToastId: second.id }],
    [
      'removes the shown toast and clears the shown id',
      event('toast/removed', { id: first.id }),
      { toasts: [], shownToastId: null },
    ],
  ];

  it.each(rows)('%s', (_label, action, changed) => {
    const before = structuredClone(base);
    const next = reduceAppState(base, action);
    expect(next).toEqual({ ...base, ...changed });
    expect(base).toEqual(before);
  });

  it('has a row for every action of the catalogue', () => {
    const catalogue: Record<StateActionName, true> = {
      'state/linking-script-status-changed': true,
      'state/user-id-set': true,
      'toast/added': true,
      'toast/shown': true,
      'toast/removed': true,
    };
    expect(new Set(rows.map(([, action]) => action.name))).toEqual(new Set(Object.keys(catalogue)));
  });

  it.each<AppEvent>([
    event('api_called', {
      method: 'GET',
      url: 'https://gw.example/x',
      response_time_ms: 12,
      status: 200,
      bytes: 10,
      pathname: '/',
      host: 'gw.example',
      platform: 'web',
      outcome: 'ok',
    }),
    event('error_reported', {
      message: 'boom',
      origin: 'test',
      status_code: null,
      user_seen_error: false,
      pathname: '/',
    }),
  ])('leaves the state as it is on $name', (platformEvent) => {
    expect(reduceAppState(base, platformEvent)).toBe(base);
  });

  it('keeps the same object when the user id is set to the one it has', () => {
    const known: AppState = { ...base, userId: 'cust-1' };
    expect(reduceAppState(known, event('state/user-id-set', { userId: 'cust-1' }))).toBe(known);
    expect(reduceAppState(known, event('state/user-id-set', { userId: null })).userId).toBeNull();
  });

  it('returns the same object for an event that is not a state action', () => {
    const other = {
      ...event('state/user-id-set', { userId: 'x' }),
      name: 'telemetry/flushed',
    } as unknown as AppEvent;
    expect(reduceAppState(base, other)).toBe(base);
  });

  it('does not queue a toast whose id is already queued', () => {
    const duplicate = event('toast/added', { toast: { ...first, message: 'Saved again' } });
    const next = reduceAppState(base, duplicate);
    expect(next.toasts).toEqual([first]);
    expect(next).toBe(base);
  });

  it('keeps the shown id when another toast is removed', () => {
    const queued: AppState = { ...base, toasts: [first, second] };
    const next = reduceAppState(queued, event('toast/removed', { id: second.id }));
    expect(next.toasts).toEqual([first]);
    expect(next.shownToastId).toBe(first.id);
  });

  it('folds a sequence of events like the store does', () => {
    const actions: AppEvent[] = [
      event('toast/added', { toast: first }),
      event('toast/added', { toast: second }),
      event('toast/shown', { id: first.id }),
      event('toast/removed', { id: first.id }),
    ];
    const end = actions.reduce(reduceAppState, initialAppState);
    expect(end.toasts).toEqual([second]);
    expect(end.shownToastId).toBeNull();
  });
});
