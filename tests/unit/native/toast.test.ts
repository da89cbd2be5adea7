import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Store from '@/events/state/store';
import type * as Toast from '@/native/toast';

let toast: typeof Toast;
let store: typeof Store;

async function load(): Promise<void> {
  vi.resetModules();
  store = await import('@/events/state/store');
  toast = await import('@/native/toast');
}

beforeEach(load);

afterEach(() => {
  vi.unstubAllGlobals();
});

function banner(): { type: string; message: string }[] {
  return store.getAppState().toasts.map(({ type, message }) => ({ type, message }));
}

describe('showNativeToast', () => {
  it('calls the Android bridge', () => {
    const showToast = vi.fn();
    vi.stubGlobal('KoshAndroid', { showToast });
    toast.showNativeToast('Saved');
    expect(showToast).toHaveBeenCalledWith('Saved');
    expect(banner()).toEqual([]);
  });

  it('falls back to the in-app banner when the bridge has no showToast', () => {
    vi.stubGlobal('KoshAndroid', {});
    toast.showNativeToast('Saved', 'success');
    expect(banner()).toEqual([{ type: 'success', message: 'Saved' }]);
  });

  it('falls back to the in-app banner when the bridge throws', () => {
    vi.stubGlobal('KoshAndroid', {
      showToast: () => {
        throw new Error('bridge gone');
      },
    });
    toast.showNativeToast('Saved');
    expect(banner()).toEqual([{ type: 'error', message: 'Saved' }]);
  });
});

describe('showIosToast', () => {
  it('posts to the kosh message handler', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { kosh: { postMessage } } });
    toast.showIosToast('Saved');
    expect(postMessage).toHaveBeenCalledWith({ method: 'showToast', message: 'Saved' });
  });

  it('falls back to the in-app banner without a handler', () => {
    vi.stubGlobal('webkit', { messageHandlers: {} });
    toast.showIosToast('Saved', 'warning');
    expect(banner()).toEqual([{ type: 'warning', message: 'Saved' }]);
  });
});

describe('presentToast', () => {
  it.each<[string, () => void, number]>([
    ['android', () => void vi.stubGlobal('KoshAndroid', { showToast: vi.fn() }), 0],
    ['ios', () => void vi.stubGlobal('webkit', { messageHandlers: { kosh: { postMessage: vi.fn() } } }), 0],
    ['web', () => undefined, 1],
  ])('on %s shows %s in-app banner toasts', async (_platform, host, bannerCount) => {
    host();
    await load();
    toast.presentToast('success', 'Copied');
    expect(banner()).toHaveLength(bannerCount);
  });
});
