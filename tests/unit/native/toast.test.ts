import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Store from '@/events/state/store';
import type * as Toast from '@/native/toast';

let toast: typeof Toast;
let store: typeof Store;

/** Fresh modules, so platform detection and the bridge see the host stubbed by the test. */
async function load(): Promise<void> {
  vi.resetModules();
  store = await import('@/events/state/store');
  toast = await import('@/native/toast');
  // What the app does: importing the bridge connects toasts to it.
  await import('@/native/get-bridge');
}

beforeEach(load);

afterEach(() => {
  vi.unstubAllGlobals();
});

function banner(): { type: string; message: string }[] {
  return store.getAppState().toasts.map(({ type, message }) => ({ type, message }));
}

/** Lets the lazily loaded adapter chunk and the bridge's promise settle. */
async function settle(): Promise<void> {
  const { getBridge } = await import('@/native/get-bridge');
  await getBridge();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function androidHost(methods: Record<string, unknown>, appVersion = '8.4.0'): void {
  vi.stubGlobal('KoshAndroid', methods);
  vi.stubGlobal('KoshHost', { appVersion });
}

describe('presentToast in the Android app', () => {
  it('goes to KoshAndroid.showToast with its type, and an error also asks for the 50 ms haptic', async () => {
    const showToast = vi.fn();
    const haptic = vi.fn();
    androidHost({ showToast, haptic });
    await load();
    toast.presentToast('error', 'Please try again after 30 mins');
    await settle();
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Please try again after 30 mins', 'error');
    expect(haptic).toHaveBeenCalledExactlyOnceWith(50);
    expect(banner()).toEqual([]);
  });

  it('does not vibrate for a success unless asked', async () => {
    const haptic = vi.fn();
    androidHost({ showToast: vi.fn(), haptic });
    await load();
    toast.presentToast('success', 'Copied');
    toast.presentToast('success', 'Saved', { haptic: true });
    await settle();
    expect(haptic).toHaveBeenCalledTimes(1);
  });

  it('falls back to the in-app banner when the host has no showToast', async () => {
    androidHost({ haptic: vi.fn() });
    await load();
    toast.presentToast('warning', 'Saved');
    await settle();
    expect(banner()).toEqual([{ type: 'warning', message: 'Saved' }]);
  });

  it('falls back to the in-app banner when the host throws', async () => {
    androidHost({
      showToast: () => {
        throw new Error('bridge gone');
      },
    });
    await load();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    toast.presentToast('error', 'Saved');
    await settle();
    expect(banner()).toEqual([{ type: 'error', message: 'Saved' }]);
  });
});

describe('presentToast in the iOS app', () => {
  it('posts showToast (and haptic) to the kosh message handler', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { kosh: { postMessage } } });
    vi.stubGlobal('KoshHost', { appVersion: '8.4.0' });
    await load();
    toast.presentToast('error', 'Saved');
    await settle();
    expect(postMessage).toHaveBeenCalledWith({
      method: 'showToast',
      args: { message: 'Saved', type: 'error' },
    });
    expect(postMessage).toHaveBeenCalledWith({ method: 'haptic', args: { durationMs: 50 } });
    expect(banner()).toEqual([]);
  });
});

describe('presentToast in a plain browser', () => {
  it('shows the in-app banner at once and vibrates for an error where the browser can', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    toast.presentToast('error', 'Something went wrong.');
    expect(banner()).toEqual([{ type: 'error', message: 'Something went wrong.' }]);
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(50);
  });

  it('never calls window.alert', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    toast.presentToast('warning', 'Careful');
    expect(alert).not.toHaveBeenCalled();
  });
});
