import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OTP_POLL_INTERVAL_MS } from '@/config/constants';
import type { SmsMessage } from '@/domain/otp/pick-otp';
import { createAndroidBridge, type AndroidWindow } from '@/native/android-bridge';
import type { NativeBridge } from '@/native/bridge';
import type * as PlatformModule from '@/native/platform';
import type { Platform } from '@/native/platform';
import { useSmsOtp, type UseSmsOtpOptions } from '@/native/use-sms-otp';

import { fakeEnv } from './support/fakes';

const host = vi.hoisted(() => {
  const state: { platform: Platform; bridge: NativeBridge | null } = { platform: 'android', bridge: null };
  return state;
});
vi.mock('@/native/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof PlatformModule>()),
  currentPlatform: () => host.platform,
}));
vi.mock('@/native/get-bridge', () => ({
  getBridge: () => (host.bridge ? Promise.resolve(host.bridge) : Promise.reject(new Error('no bridge'))),
}));

const SENT_AT = Date.UTC(2025, 0, 1, 10, 0, 0);

/**
 * The real Android adapter over a fake KoshAndroid whose inbox holds `inbox` and which answers every
 * fetchSms asynchronously, the way a host's evaluateJavascript does.
 */
function androidHost(options: { appVersion?: string; permission?: 'granted' | 'denied' } = {}) {
  const inbox: SmsMessage[] = [];
  const queries: unknown[] = [];
  const win: AndroidWindow = {
    KoshHost: { appVersion: options.appVersion ?? '8.4.0' },
    KoshAndroid: {
      fetchSms(requestId: string, queryJson: string) {
        queries.push(JSON.parse(queryJson));
        const reply =
          options.permission === 'denied'
            ? { permission: 'denied' }
            : { permission: 'granted', messages: [...inbox] };
        setTimeout(() => win.KoshNative?.reply(requestId, JSON.stringify(reply)), 10);
      },
    },
  };
  host.platform = 'android';
  host.bridge = createAndroidBridge(win, fakeEnv());
  return { inbox, queries };
}

function renderOtp(overrides: Partial<UseSmsOtpOptions> = {}) {
  const options = {
    expectedSender: 'FINVU',
    sentAt: SENT_AT,
    onOtp: vi.fn<(otp: string) => void>(),
    onPermissionDenied: vi.fn(),
    onPermissionAllowed: vi.fn(),
    ...overrides,
  };
  const view = renderHook(() => useSmsOtp(options));
  return { ...options, ...view };
}

/** Lets time pass inside act(), promises and all. */
async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: SENT_AT });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  host.bridge = null;
});

describe('useSmsOtp in the native apps', () => {
  it('asks the host every 1.5 s for the last minute, up to 3 messages', async () => {
    const { queries } = androidHost();
    renderOtp();
    await elapse(OTP_POLL_INTERVAL_MS - 1);
    expect(queries).toEqual([]);
    await elapse(1);
    expect(queries).toEqual([{ lookbackMs: 60_000, maxMessages: 3, sender: 'FINVU' }]);
    await elapse(OTP_POLL_INTERVAL_MS * 2);
    expect(queries).toHaveLength(3);
  });

  it('ignores a wrong sender and a message older than the OTP, fills from the right one, then stops', async () => {
    const { inbox, queries } = androidHost();
    const { onOtp, onPermissionAllowed } = renderOtp();
    inbox.push(
      { sender: 'VM-SPAMCO', body: 'Your code 111111', receivedAt: SENT_AT + 500 },
      { sender: 'AX-FINVU', body: 'Earlier OTP 222222', receivedAt: SENT_AT - 30_000 },
    );
    await elapse(OTP_POLL_INTERVAL_MS * 2);
    expect(onOtp).not.toHaveBeenCalled();
    expect(onPermissionAllowed).toHaveBeenCalledOnce();

    inbox.unshift({ sender: 'AX-FINVU', body: '333333 is your Finvu OTP', receivedAt: SENT_AT + 4_000 });
    // The next poll, plus the host's reply time.
    await elapse(OTP_POLL_INTERVAL_MS + 10);
    expect(onOtp).toHaveBeenCalledExactlyOnceWith('333333');

    const asked = queries.length;
    await elapse(OTP_POLL_INTERVAL_MS * 4);
    expect(queries).toHaveLength(asked);
    expect(onPermissionAllowed).toHaveBeenCalledOnce();
  });

  it('stops asking when the screen unmounts', async () => {
    const { queries } = androidHost();
    const { unmount } = renderOtp();
    await elapse(OTP_POLL_INTERVAL_MS);
    unmount();
    await elapse(OTP_POLL_INTERVAL_MS * 4);
    expect(queries).toHaveLength(1);
  });

  it('stops at the timeout', async () => {
    const { queries } = androidHost();
    renderOtp({ timeoutMs: OTP_POLL_INTERVAL_MS * 3 });
    await elapse(OTP_POLL_INTERVAL_MS * 10);
    expect(queries.length).toBeLessThanOrEqual(3);
  });

  it('tells the screen when the permission is denied, and stops asking', async () => {
    const { queries } = androidHost({ permission: 'denied' });
    const { onPermissionDenied, onPermissionAllowed, onOtp } = renderOtp();
    await elapse(OTP_POLL_INTERVAL_MS * 4);
    expect(onPermissionDenied).toHaveBeenCalledOnce();
    expect(onPermissionAllowed).not.toHaveBeenCalled();
    expect(onOtp).not.toHaveBeenCalled();
    expect(queries).toHaveLength(1);
  });

  it('does nothing before the OTP is sent', async () => {
    const { queries } = androidHost();
    renderOtp({ sentAt: null });
    await elapse(OTP_POLL_INTERVAL_MS * 3);
    expect(queries).toEqual([]);
  });

  it('never asks a host too old for fetchSms', async () => {
    const { queries } = androidHost({ appVersion: '7.9.0' });
    const { onOtp } = renderOtp();
    await elapse(OTP_POLL_INTERVAL_MS * 3);
    expect(queries).toEqual([]);
    expect(onOtp).not.toHaveBeenCalled();
  });
});

describe('useSmsOtp in a plain browser', () => {
  it('uses the WebOTP API where the browser has it', async () => {
    host.platform = 'web';
    const get = vi.fn((options: { signal?: AbortSignal }) => {
      expect(options).toMatchObject({ otp: { transport: ['sms'] } });
      return Promise.resolve({ type: 'otp', id: '', code: '654321' });
    });
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', { credentials: { get } });
    const { onOtp } = renderOtp();
    await elapse(0);
    expect(onOtp).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('aborts the WebOTP request on unmount', async () => {
    host.platform = 'web';
    let signal: AbortSignal | undefined;
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', {
      credentials: {
        get: (options: { signal?: AbortSignal }) => {
          signal = options.signal;
          return new Promise(() => undefined);
        },
      },
    });
    const { unmount } = renderOtp();
    await elapse(0);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('does nothing without WebOTP', async () => {
    host.platform = 'web';
    const { onOtp } = renderOtp();
    await elapse(OTP_POLL_INTERVAL_MS * 3);
    expect(onOtp).not.toHaveBeenCalled();
  });
});
