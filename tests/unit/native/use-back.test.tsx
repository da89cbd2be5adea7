import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PageHeader } from '@/components/layout/page-header';
import type { BackendBackConfig } from '@/domain/navigation/back-rules';
import { showToast } from '@/events/toasts';
import { createAndroidBridge } from '@/native/android-bridge';
import { HOST_METHODS, type NativeBridge } from '@/native/bridge';
import { useBack } from '@/native/use-back';
import { createWebBridge } from '@/native/web-bridge';

import { fakeAndroidHost, fakeEnv, type RecordedCall } from './support/fakes';

/** The refusal's English words (the message is only ever formatted in src/). */
const REFUSED_LINK_MESSAGE = "This link can't be opened";

const current = vi.hoisted(() => ({ bridge: null as NativeBridge | null }));
vi.mock('@/native/get-bridge', () => ({
  getBridge: () => Promise.resolve(current.bridge),
}));
vi.mock('@/events/toasts', () => ({ showToast: vi.fn() }));

function useAndroid(methods?: readonly string[]): RecordedCall[] {
  const { host, calls } = fakeAndroidHost(methods);
  current.bridge = createAndroidBridge({ KoshAndroid: host, KoshHost: { appVersion: '9.0.0' } }, fakeEnv());
  return calls;
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** Home and an area screen with the real PageHeader; the history starts at `entries`. */
function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="/equity" element={<PageHeader title="Equity" />} />
        <Route path="/savings" element={<Where />} />
        <Route path="/help/*" element={<PageHeader title="Help" />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function pressBack(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  current.bridge = null;
});

describe('the back button (useBack in PageHeader)', () => {
  it('closes the webview inside the Android app, without navigating', async () => {
    const calls = useAndroid();
    renderAt(['/', '/equity']);
    await pressBack();
    await vi.waitFor(() => expect(calls).toEqual([['close']]));
    expect(screen.getByRole('heading', { name: 'Equity' })).toBeTruthy();
  });

  it('goes back in history in a webview whose host has no close', async () => {
    const calls = useAndroid(HOST_METHODS.filter((method) => method !== 'close'));
    renderAt(['/', '/equity']);
    await pressBack();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(calls).toEqual([]);
  });

  it('goes home from a deep link in a plain browser', async () => {
    current.bridge = createWebBridge(fakeEnv());
    renderAt(['/equity']);
    await pressBack();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('goes back in history after navigating in a plain browser, also from a help page', async () => {
    current.bridge = createWebBridge(fakeEnv());
    renderAt(['/savings', '/help/faq']);
    await pressBack();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/savings'));
  });
});

function BackendBack({ backend, onBack }: { backend: BackendBackConfig; onBack?: () => void }) {
  const back = useBack({ backend, onBack });
  return (
    <button type="button" onClick={back}>
      Back
    </button>
  );
}

function renderBackend(backend: BackendBackConfig, onBack?: () => void) {
  render(
    <MemoryRouter initialEntries={['/', '/equity']} initialIndex={1}>
      <Routes>
        <Route path="/equity" element={<BackendBack backend={backend} onBack={onBack} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('backend-controlled back (useBack with a config)', () => {
  it('does nothing when the flag is false, but runs the callback', async () => {
    const calls = useAndroid();
    const onBack = vi.fn();
    renderBackend({ enabled: false }, onBack);
    await pressBack();
    expect(onBack).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('follows the navlink when enabled, after the callback', async () => {
    current.bridge = createWebBridge(fakeEnv());
    const order: string[] = [];
    renderBackend({ enabled: true, navlink: '/savings?tab=1' }, () => order.push('callback'));
    await pressBack();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/savings'));
    expect(order).toEqual(['callback']);
  });

  it('refuses a foreign navlink with a toast and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = useAndroid();
    renderBackend({ enabled: true, navlink: 'https://evil.com/x' });
    await pressBack();
    expect(showToast).toHaveBeenCalledWith('error', REFUSED_LINK_MESSAGE);
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it.each<[string, BackendBackConfig]>([
    ['no flag', {}],
    ['enabled without a navlink', { enabled: true }],
  ])('with %s does the platform back action (closing the webview)', async (_label, backend) => {
    const calls = useAndroid();
    renderBackend(backend);
    await pressBack();
    await vi.waitFor(() => expect(calls).toEqual([['close']]));
  });
});
