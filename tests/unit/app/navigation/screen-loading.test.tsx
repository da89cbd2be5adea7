import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ScreenLoading } from '@/app/navigation/screen-loading';
import { HOST_METHODS, type NativeBridge } from '@/native/bridge';
import type * as PlatformModule from '@/native/platform';
import type { Platform } from '@/native/platform';
import { createWebBridge } from '@/native/web-bridge';

const host = vi.hoisted(() => {
  const state: { platform: Platform; bridge: NativeBridge | null } = { platform: 'web', bridge: null };
  return state;
});
vi.mock('@/native/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof PlatformModule>()),
  currentPlatform: () => host.platform,
}));
vi.mock('@/native/get-bridge', () => ({ getBridge: () => Promise.resolve(host.bridge) }));

afterEach(() => {
  host.bridge = null;
});

/** A native bridge whose toggleProgress is the returned spy. */
function nativeBridge(supported: boolean) {
  const toggleProgress = vi.fn<(visible: boolean) => void>();
  host.bridge = {
    ...createWebBridge(),
    platform: 'android',
    supports: (method) => supported && HOST_METHODS.includes(method),
    toggleProgress,
  };
  return toggleProgress;
}

describe('ScreenLoading (the lazy-screen fallback)', () => {
  it('is the in-page bar in a plain browser', () => {
    host.platform = 'web';
    render(<ScreenLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('shows the host loader in a webview and hides it when the screen arrives', async () => {
    host.platform = 'android';
    const toggleProgress = nativeBridge(true);
    const { unmount } = render(<ScreenLoading />);
    await vi.waitFor(() => expect(toggleProgress).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    expect(toggleProgress.mock.calls).toEqual([[true], [false]]);
  });

  it('falls back to the in-page bar when the host has no toggleProgress', async () => {
    host.platform = 'ios';
    const toggleProgress = nativeBridge(false);
    render(<ScreenLoading />);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(toggleProgress).not.toHaveBeenCalled();
  });

  it('never shows the host loader once the screen has already arrived', async () => {
    host.platform = 'android';
    const toggleProgress = nativeBridge(true);
    const { unmount } = render(<ScreenLoading />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toggleProgress).not.toHaveBeenCalled();
  });
});
