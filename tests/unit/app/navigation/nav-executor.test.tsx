import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { internalNavigation } from '@/domain/navigation/internal-navigation';
import type { NavAction } from '@/domain/navigation/nav-action';
import { showToast } from '@/events/toasts';
import type { NativeBridge } from '@/native/bridge';
import { executeNavAction } from '@/native/nav-executor';
import { createWebBridge } from '@/native/web-bridge';

import { fakeEnv } from '../../native/support/fakes';

/** The refusal's English words (the message is only ever formatted in src/). */
const REFUSED_LINK_MESSAGE = "This link can't be opened";

vi.mock('@/events/toasts', () => ({ showToast: vi.fn() }));

function setup(framed = false) {
  const env = fakeEnv(framed);
  const bridge = { ...createWebBridge(env), close: vi.fn(), redirect: vi.fn() } satisfies NativeBridge;
  const navigate = vi.fn();
  const run = (action: NavAction) =>
    executeNavAction(action, { navigate, bridge: () => Promise.resolve(bridge), env });
  return { env, bridge, navigate, run };
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

describe('executeNavAction: every NavAction kind', () => {
  it('none does nothing', () => {
    const { env, navigate, run } = setup();
    run({ kind: 'none' });
    expect(navigate).not.toHaveBeenCalled();
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('history-back goes back one entry through the router', () => {
    const { navigate, run } = setup();
    run({ kind: 'history-back' });
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('push routes the path and shows the visible URL in the address bar', () => {
    const { env, navigate, run } = setup();
    run({ kind: 'push', path: '/savings' });
    expect(navigate).toHaveBeenCalledWith('/savings');
    expect(env.showUrl).not.toHaveBeenCalled();
    run({ kind: 'push', path: '/x/client?q=1', visibleUrl: '/x?q=1' });
    expect(navigate).toHaveBeenLastCalledWith('/x/client?q=1');
    expect(env.showUrl).toHaveBeenCalledWith('/x?q=1');
  });

  it('push never shows a foreign visible URL', () => {
    const { env, run } = setup();
    run({ kind: 'push', path: '/x/client', visibleUrl: 'https://evil.com/x' });
    run({ kind: 'push', path: '/x/client', visibleUrl: '//evil.com/x' });
    expect(env.showUrl).not.toHaveBeenCalled();
  });

  it('native-close closes through the bridge', async () => {
    const { bridge, run } = setup();
    run({ kind: 'native-close' });
    await vi.waitFor(() => expect(bridge.close).toHaveBeenCalledOnce());
  });

  it.each(['native-redirect', 'native-webview'] as const)(
    '%s hands the URL to the bridge redirect',
    async (kind) => {
      const { bridge, run } = setup();
      run({ kind, url: 'https://lending.kosh.money/apply' });
      await vi.waitFor(() =>
        expect(bridge.redirect).toHaveBeenCalledWith('https://lending.kosh.money/apply'),
      );
    },
  );

  it('open-external leaves with location.assign, only for a safe URL', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { env, run } = setup();
    run({ kind: 'open-external', url: 'https://help.kosh.money/a' });
    run({ kind: 'open-external', url: 'javascript:alert(1)' });
    expect(env.assign.mock.calls).toEqual([['https://help.kosh.money/a']]);
    expect(showToast).toHaveBeenCalledWith('error', REFUSED_LINK_MESSAGE);
  });

  it('parent-redirect sends the parent window when framed', () => {
    const { env, run } = setup(true);
    run({ kind: 'parent-redirect', url: 'https://www.kosh.money/goals' });
    expect(env.assignParent).toHaveBeenCalledWith('https://www.kosh.money/goals');
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('parent-redirect navigates this window when it is the top one', () => {
    const { env, run } = setup(false);
    run({ kind: 'parent-redirect', url: 'https://www.kosh.money/dashboard' });
    expect(env.assign).toHaveBeenCalledWith('https://www.kosh.money/dashboard');
  });

  it('parent-redirect refuses a URL off the allow-list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { env, run } = setup(true);
    run({ kind: 'parent-redirect', url: 'https://evil.com/' });
    expect(env.assignParent).not.toHaveBeenCalled();
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('refused logs an error and shows the toast, and never navigates', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { env, navigate, bridge, run } = setup();
    run({ kind: 'refused', url: 'javascript:alert(1)', reason: 'scheme javascript: not allowed' });
    expect(error).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledExactlyOnceWith('error', REFUSED_LINK_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();
    expect(env.assign).not.toHaveBeenCalled();
    expect(bridge.redirect).not.toHaveBeenCalled();
  });
});

describe('internal navigation in a real browser router', () => {
  it('renders the /client route while the address bar shows the original path', async () => {
    window.history.replaceState(null, '', '/');
    let navigate: ReturnType<typeof useNavigate> | null = null;
    function Capture() {
      navigate = useNavigate();
      return <p>home</p>;
    }
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Capture />} />
          <Route path="/linking/client" element={<p>linking screen</p>} />
        </Routes>
      </BrowserRouter>,
    );
    const action = internalNavigation('/linking', 'abc', { source: 'home' });
    act(() => {
      if (navigate) executeNavAction(action, { navigate, bridge: () => Promise.reject(new Error('unused')) });
    });
    expect(await screen.findByText('linking screen')).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/linking?q=abc&source=home');
  });
});
