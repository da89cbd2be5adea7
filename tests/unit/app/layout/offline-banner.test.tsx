import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAppTheme } from '@/app/theme';

const IST_10_42 = Date.parse('2026-11-23T05:12:00Z');

async function renderBanner(online: boolean) {
  vi.resetModules();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const { OfflineBanner } = await import('@/app/layout/offline-banner');
  const { getQueryClient } = await import('@/api/query-client');
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <OfflineBanner />
    </ThemeProvider>,
  );
  return { getQueryClient };
}

function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

afterEach(() => vi.useRealTimers());

describe('OfflineBanner', () => {
  it('is an empty live region while online', async () => {
    await renderBanner(true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('says the app is offline and from when the data on screen is', async () => {
    vi.useFakeTimers({ now: IST_10_42, toFake: ['Date'] });
    const { getQueryClient } = await renderBanner(true);
    getQueryClient().setQueryData(['user', 'basic'], { id: 'u1' }); // fetched at 10:42
    vi.setSystemTime(IST_10_42 + 20 * 60_000);
    goOffline();

    const status = screen.getByRole('status');
    expect(status.textContent).toContain("You're offline.");
    await vi.waitFor(() => expect(status.textContent).toMatch(/Showing data from \d{2}:\d{2}\./));
    const expected = new Intl.DateTimeFormat('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(status.textContent).toContain(`Showing data from ${expected.format(IST_10_42)}.`);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status.textContent).toBe('');
  });

  it('says only that it is offline when no data time is known', async () => {
    await renderBanner(false);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "You're offline. Some information may be out of date.",
      ),
    );
  });
});

describe('OfflineBanner in Hindi', () => {
  it('says it in Hindi, with the time in the app’s language', async () => {
    vi.useFakeTimers({ now: IST_10_42, toFake: ['Date'] });
    vi.resetModules();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { OfflineBanner } = await import('@/app/layout/offline-banner');
    const { getQueryClient } = await import('@/api/query-client');
    const { InHindi } = await import('../../../support/intl');
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <InHindi>
          <OfflineBanner />
        </InHindi>
      </ThemeProvider>,
    );
    getQueryClient().setQueryData(['user', 'basic'], { id: 'u1' });
    vi.setSystemTime(IST_10_42 + 20 * 60_000);
    goOffline();
    const status = screen.getByRole('status');
    const time = new Intl.DateTimeFormat('hi-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    await vi.waitFor(() =>
      expect(status.textContent).toBe(`आप ऑफ़लाइन हैं। ${time.format(IST_10_42)} का डेटा दिखाया जा रहा है।`),
    );
  });
});
