import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppTheme } from '@/app/theme';
import { ToastBanner } from '@/app/toast/toast-banner';
import { TOAST_DISPLAY_MS, TOAST_SLIDE_MS } from '@/config/constants';
import { emit } from '@/events/bus';
import { getAppState } from '@/events/state/store';
import { showToast } from '@/events/toasts';

/** The bus and store are page singletons: empty the queue so every test starts without toasts. */
function drainQueue(): void {
  for (const toast of getAppState().toasts) emit('toast/removed', { id: toast.id });
}

function renderBanner(): void {
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <ToastBanner />
    </ThemeProvider>,
  );
}

/**
 * Runs timers inside act(). React applies a timer's state update when act() returns, so a timer
 * that the update schedules (the slide-out after the display time) needs an advance of its own.
 */
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The banner's sliding box inside its live region: `none` while shown, an off-screen translate while hiding. */
function slideOf(region: HTMLElement): HTMLElement {
  const box = region.firstElementChild;
  if (!(box instanceof HTMLElement)) throw new Error('the live region holds no toast');
  return box;
}

/** The card is a chunk of its own (lazy): let its import settle and React draw it. */
async function cardArrives(): Promise<void> {
  await act(async () => {
    await import('@/app/toast/toast-card');
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  drainQueue();
  vi.useFakeTimers();
});

afterEach(() => {
  // Unmount before draining, so no banner reacts to the clean-up outside act().
  cleanup();
  drainQueue();
  vi.useRealTimers();
});

describe('ToastBanner', () => {
  it('shows queued toasts one at a time, each for its display time plus the slide', async () => {
    renderBanner();
    let firstId = '';
    let secondId = '';
    act(() => {
      firstId = showToast('success', 'Goal saved');
      secondId = showToast('warning', 'Bank link pending');
    });
    await cardArrives();

    expect(screen.getByRole('status').textContent).toContain('Goal saved');
    expect(screen.queryByText('Bank link pending')).toBeNull();
    expect(getAppState().shownToastId).toBe(firstId);

    advance(TOAST_DISPLAY_MS - 1);
    expect(slideOf(screen.getByRole('status')).style.transform).toBe('none');

    advance(1);
    expect(screen.getByRole('status').textContent).toContain('Goal saved');
    expect(slideOf(screen.getByRole('status')).style.transform).toMatch(/^translateY\(-/);
    expect(getAppState().toasts.map((t) => t.id)).toEqual([firstId, secondId]);

    advance(TOAST_SLIDE_MS);
    expect(getAppState().toasts.map((t) => t.id)).toEqual([secondId]);
    expect(getAppState().shownToastId).toBe(secondId);
    expect(screen.queryByText('Goal saved')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Bank link pending');

    advance(TOAST_DISPLAY_MS);
    advance(TOAST_SLIDE_MS);
    expect(getAppState().toasts).toEqual([]);
    expect(getAppState().shownToastId).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    ['success', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('announces a %s toast with role %s', async (type, role) => {
    renderBanner();
    act(() => {
      showToast(type, `A ${type} message`);
    });
    await cardArrives();
    const toast = screen.getByRole(role);
    expect(toast.querySelector('[data-toast-type]')?.getAttribute('data-toast-type')).toBe(type);
    expect(toast.textContent).toContain(`A ${type} message`);
  });

  it('hides the toast early when the customer dismisses it', async () => {
    renderBanner();
    let id = '';
    act(() => {
      id = showToast('error', 'Could not refresh');
    });
    await cardArrives();
    advance(TOAST_SLIDE_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(slideOf(screen.getByRole('alert')).style.transform).toMatch(/^translateY\(-/);

    advance(TOAST_SLIDE_MS);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(getAppState().toasts.some((t) => t.id === id)).toBe(false);
  });

  it('shows nothing while the queue is empty', () => {
    renderBanner();
    advance(TOAST_DISPLAY_MS);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('ToastBanner with reduced motion', () => {
  /** A matchMedia that answers `reduce` to prefers-reduced-motion, as the system setting does. */
  function prefersReducedMotion(reduce: boolean): void {
    vi.stubGlobal(
      'matchMedia',
      (query: string): MediaQueryList =>
        ({
          matches: reduce && query.includes('prefers-reduced-motion: reduce'),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [true, '0ms'],
    [false, `${TOAST_SLIDE_MS}ms`],
  ] as const)('reduce=%s: the slide takes %s', async (reduce, duration) => {
    prefersReducedMotion(reduce);
    renderBanner();
    act(() => {
      showToast('success', 'Goal saved');
    });
    await cardArrives();
    expect(slideOf(screen.getByRole('status')).style.transition).toContain(`transform ${duration}`);
  });
});
