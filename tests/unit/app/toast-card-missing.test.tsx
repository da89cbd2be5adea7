import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { createAppTheme } from '@/app/theme';
import { ToastBanner } from '@/app/toast/toast-banner';
import { emit } from '@/events/bus';
import { getAppState } from '@/events/state/store';
import { showToast } from '@/events/toasts';

// The card's chunk could not be fetched (a first visit that lost its network before it came).
vi.mock('@/app/toast/toast-card', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  for (const toast of getAppState().toasts) emit('toast/removed', { id: toast.id });
});

it('still shows the message, plain, when the toast card cannot load', async () => {
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <ToastBanner />
    </ThemeProvider>,
  );
  act(() => {
    showToast('error', 'Could not refresh');
  });
  const alert = screen.getByRole('alert');
  await vi.waitFor(() => expect(alert.textContent).toContain('Could not refresh'));
  // No dismiss button without the card: it leaves on its own after the display time.
  expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
});
