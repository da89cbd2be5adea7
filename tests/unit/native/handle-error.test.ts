import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '@/api/errors';
import type { AppEvent, AppEventOf } from '@/events/app-events';
import type * as Bus from '@/events/bus';
import type * as Store from '@/events/state/store';
import hindi from '@/i18n/catalogue/hi-IN.json';
import type * as HandleError from '@/native/handle-error';

let bus: typeof Bus;
let store: typeof Store;
let handleError: (typeof HandleError)['handleError'];
let seen: AppEvent[];

/** Fresh modules: the platform is read once per page, the bus and store are page singletons. */
async function load(): Promise<void> {
  vi.resetModules();
  bus = await import('@/events/bus');
  store = await import('@/events/state/store');
  ({ handleError } = await import('@/native/handle-error'));
  // As in the app: once the bridge module is loaded, toasts go through it to the host.
  await import('@/native/get-bridge');
  seen = [];
  bus.events$.subscribe((event) => seen.push(event));
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/account-aggregator/onboarding');
  await load();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function reports(): AppEventOf<'error_reported'>['payload'][] {
  return seen.flatMap((event) => (event.name === 'error_reported' ? [event.payload] : []));
}

/** Lets the lazily loaded native adapter take the toast. */
async function bridgeSettled(): Promise<void> {
  await (await import('@/native/get-bridge')).getBridge();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function bannerToasts(): { type: string; message: string }[] {
  return store.getAppState().toasts.map(({ type, message }) => ({ type, message }));
}

describe('handleError: what the customer reads', () => {
  it.each<[string, unknown, string]>([
    [
      'a partner null-client error',
      new TypeError("Cannot read properties of null (reading 'addEventListener')"),
      'Please restart the journey, faced error from partner',
    ],
    [
      'an empty login response',
      new Error('Empty response from login'),
      'Please restart the journey, faced error from partner',
    ],
    ['a failed fetch', new TypeError('Failed to fetch'), 'Please reload the app and try again'],
    ['our NetworkError', new NetworkError(), 'Please reload the app and try again'],
    ['an invalid auth key', { message: 'Invalid auth key' }, 'Please try again after 30 mins'],
    ['an unknown message', new Error('kaboom'), 'Something went wrong.'],
    ['no message at all', { code: 42 }, 'Something went wrong.'],
    ['a message that is not a string', { message: 42 }, 'Something went wrong.'],
    ['nothing', undefined, 'Something went wrong.'],
  ])('maps %s', (_label, error, text) => {
    expect(handleError(error, { origin: 'test' })).toBe(text);
    expect(bannerToasts()).toEqual([{ type: 'error', message: text }]);
  });
});

describe('handleError: in the language the customer reads', () => {
  it('words a partner error in Hindi when the app speaks Hindi, at the moment it is shown', async () => {
    const { setAppIntl } = await import('@/i18n/app-intl');
    setAppIntl(createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi }));
    expect(handleError(new Error('Invalid auth key'), { origin: 'test' })).toBe(
      'कृपया 30 मिनट बाद फिर से कोशिश करें',
    );
    expect(handleError(new Error('kaboom'), { origin: 'test' })).toBe('कुछ गलत हो गया।');
    expect(bannerToasts().map((toast) => toast.message)).toEqual([
      'कृपया 30 मिनट बाद फिर से कोशिश करें',
      'कुछ गलत हो गया।',
    ]);
    // The report keeps the partner's raw message, not the words shown.
    expect(reports().map((report) => report.message)).toEqual(['Invalid auth key', 'kaboom']);
  });
});

describe('handleError: what is reported', () => {
  it('reports a failure without a message by its code, never by English words', () => {
    handleError({ code: 42 }, { origin: 'test' });
    expect(reports()).toMatchObject([{ message: 'unknown' }]);
  });

  it('emits error_reported with message, origin, status code, whether it was seen, and the page', () => {
    handleError(new ApiError(503, { message: 'Service down' }, 'Service down'), {
      origin: 'savings/summary',
    });
    expect(reports()).toEqual([
      {
        message: 'Service down',
        origin: 'savings/summary',
        status_code: 503,
        user_seen_error: true,
        pathname: '/account-aggregator/onboarding',
      },
    ]);
  });

  it('reports without a toast when the customer is not to be told', () => {
    handleError(new Error('background refresh failed'), { origin: 'refresh', userSeen: false });
    expect(reports()).toMatchObject([{ user_seen_error: false, status_code: null }]);
    expect(bannerToasts()).toEqual([]);
  });

  it('never reports a token an error message carries', () => {
    handleError(new Error('GET /x?token=abc123&tab=1 with Bearer abc123 failed'), { origin: 'test' });
    expect(reports()[0]?.message).toBe('GET /x?token=[redacted]&tab=1 with Bearer [redacted] failed');
  });

  it('ignores an abort: nobody is waiting for that answer any more', () => {
    handleError(new DOMException('aborted', 'AbortError'), { origin: 'test' });
    expect(reports()).toEqual([]);
    expect(bannerToasts()).toEqual([]);
  });

  it('never opens a blocking alert', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    handleError(new Error('kaboom'), { origin: 'test' });
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('handleError: where the toast goes', () => {
  it('to the native toast inside the Android app', async () => {
    const showToast = vi.fn();
    vi.stubGlobal('KoshAndroid', { showToast });
    await load();
    handleError(new TypeError('Failed to fetch'), { origin: 'test' });
    await bridgeSettled();
    expect(showToast).toHaveBeenCalledWith('Please reload the app and try again', 'error');
    expect(bannerToasts()).toEqual([]);
  });

  it('to the success handler inside the iOS app', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { kosh: { postMessage } } });
    await load();
    handleError(new Error('Invalid auth key'), { origin: 'test' });
    await bridgeSettled();
    expect(postMessage).toHaveBeenCalledWith({
      method: 'showToast',
      args: { message: 'Please try again after 30 mins', type: 'error' },
    });
    expect(bannerToasts()).toEqual([]);
  });

  it('to the in-app banner in a plain browser', () => {
    handleError(new Error('Invalid auth key'), { origin: 'test' });
    expect(bannerToasts()).toEqual([{ type: 'error', message: 'Please try again after 30 mins' }]);
  });
});
