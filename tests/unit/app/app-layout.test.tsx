import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppLayout } from '@/app/layout/app-layout';
import { createAppTheme } from '@/app/theme';
import { WIDE_SCREEN_MIN_PX } from '@/config/constants';

const WIDE_QUERY = `(min-width:${WIDE_SCREEN_MIN_PX}px)`;

/** Answers the layout's wide-screen query with `wide`; every other query (reduced motion…) is false. */
function stubViewport(wide: boolean): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: query.replace(/\s/g, '') === WIDE_QUERY && wide,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderAt(path: string, wide: boolean) {
  stubViewport(wide);
  return render(
    <ThemeProvider theme={createAppTheme('light')}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top on every new path.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it('renders the page in the main landmark with a skip link to it', () => {
    renderAt('/savings', true);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.textContent).toBe('page');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it.each([
    ['/goals/x', true, true],
    ['/goals/x', false, false],
    ['/super-sip', true, true],
    ['/onboarding/goals/risk', true, true],
    ['/savings', true, false],
  ])('on %s (wide: %s) shows the regulatory disclaimer: %s', async (path, wide, shown) => {
    renderAt(path, wide);
    // The footer is a lazy chunk: wait for it where it belongs, and for the page where it does not.
    if (shown) await screen.findByRole('contentinfo', { name: 'Regulatory disclaimer' });
    else await screen.findByText('page');
    const footer = screen.queryByRole('contentinfo', { name: 'Regulatory disclaimer' });
    expect(footer !== null).toBe(shown);
  });

  it('loads the site side bar on a provider path on a wide screen', async () => {
    renderAt('/ipo', true);
    const nav = await screen.findByRole('navigation', { name: 'Site' });
    expect(nav.textContent).toContain('Savings');
    expect(screen.queryByRole('button', { name: 'Open site menu' })).toBeNull();
  });

  it('loads the site header with a menu button on a provider path on a narrow screen', async () => {
    renderAt('/ipo', false);
    const menu = await screen.findByRole('button', { name: 'Open site menu' });
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
    await userEvent.click(menu);
    expect(screen.getByRole('navigation', { name: 'Site' }).textContent).toContain('Savings');
  });

  it('shows no site bar outside the provider paths', async () => {
    renderAt('/savings', true);
    await screen.findByText('page');
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
  });

  it.each([
    ['/account-aggregator/x', 'account-aggregator'],
    ['/insta-plus/apply', 'insta-plus'],
  ])('marks %s as needing the %s widgets', (path, widgets) => {
    const { container } = renderAt(path, true);
    expect(container.querySelector(`[data-widgets="${widgets}"]`)?.contains(screen.getByRole('main'))).toBe(
      true,
    );
  });

  it('marks no widgets on other paths', () => {
    const { container } = renderAt('/savings', true);
    expect(container.querySelector('[data-widgets]')).toBeNull();
  });
});
