import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NavlinkButton } from '@/components/navigation/navlink-button';
import { createAndroidBridge } from '@/native/android-bridge';
import type { NativeBridge } from '@/native/bridge';

import { fakeAndroidHost, fakeEnv, type RecordedCall } from '../../native/support/fakes';

const current = vi.hoisted(() => ({ bridge: null as NativeBridge | null, platform: 'web' }));
vi.mock('@/native/get-bridge', () => ({ getBridge: () => Promise.resolve(current.bridge) }));
vi.mock('@/native/platform', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  currentPlatform: () => current.platform,
}));

function useAndroid(): RecordedCall[] {
  const { host, calls } = fakeAndroidHost();
  current.bridge = createAndroidBridge({ KoshAndroid: host, KoshHost: { appVersion: '9.0.0' } }, fakeEnv());
  current.platform = 'android';
  return calls;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(url: string, navlink: string, lending = false) {
  const onFollow = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/"
          element={
            <NavlinkButton navlink={navlink} lending={lending} onFollow={onFollow}>
              Go
            </NavlinkButton>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return onFollow;
}

afterEach(() => {
  current.bridge = null;
  current.platform = 'web';
});

describe('NavlinkButton (the one navlink executor)', () => {
  it('is a real link to the navlink, and pushes an app path in the browser', async () => {
    const onFollow = renderAt('/?token=demo', '/credit-cards?tab=bill-payment&pay=card-1');
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('/credit-cards?tab=bill-payment&pay=card-1');
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/credit-cards?tab=bill-payment&pay=card-1');
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('merges the current query into a relative lending link (the link wins)', async () => {
    renderAt('/?token=demo&repay=next', '/insta-cash?repay=overdue', true);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    const where = new URL(screen.getByTestId('where').textContent ?? '', 'https://x');
    expect(where.pathname).toBe('/insta-cash');
    expect(where.searchParams.get('token')).toBe('demo');
    expect(where.searchParams.get('repay')).toBe('overdue');
  });

  it('in the Android host, an https lending link goes through the native redirect', async () => {
    const calls = useAndroid();
    renderAt('/', 'https://lending.kosh.money/mandate?x=1', true);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    await waitFor(() => expect(calls).toContainEqual(['redirect', 'https://lending.kosh.money/mandate?x=1']));
  });

  it('in the Android host, an insurance journey opens through the main site launch URL', async () => {
    const calls = useAndroid();
    renderAt('/', '/account-aggregator/insurance');
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    const inner = encodeURIComponent('https://app.kosh.money/account-aggregator/insurance');
    await waitFor(() =>
      expect(calls).toContainEqual(['redirect', `https://www.kosh.money/launch?url=${inner}`]),
    );
  });

  it('in a browser, the same insurance journey is pushed with source=goals', async () => {
    renderAt('/', '/account-aggregator/insurance');
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByTestId('where').textContent).toBe('/account-aggregator/insurance?source=goals');
  });

  it('refuses a link off the allow-list and stays put', async () => {
    const calls = useAndroid();
    renderAt('/', 'https://evil.example/pay', true);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByRole('link', { name: 'Go' })).toBeTruthy();
    expect(calls.filter(([method]) => method === 'redirect')).toEqual([]);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const onFollow = renderAt('/', '/savings');
    fireEvent.click(screen.getByRole('link', { name: 'Go' }), { ctrlKey: true });
    expect(onFollow).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go' })).toBeTruthy();
  });
});
