import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '@/app/error-boundary';
import { createAppTheme } from '@/app/theme';

/** A screen that throws `message` while `failing.now` is true. */
function makeScreen(message: string) {
  const failing = { now: true };
  function Screen() {
    if (failing.now) throw new Error(message);
    return <p>Screen content</p>;
  }
  return { Screen, failing };
}

function renderInBoundary(Screen: ComponentType): void {
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>
    </ThemeProvider>,
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // React and the boundary both report the expected render error; keep the output clean.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    const { Screen, failing } = makeScreen('never');
    failing.now = false;
    renderInBoundary(Screen);
    expect(screen.getByText('Screen content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a retry screen for a render error and re-renders the screen on Try again', async () => {
    const { Screen, failing } = makeScreen('Cannot read properties of undefined');
    renderInBoundary(Screen);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(
      'Render error',
      'Cannot read properties of undefined',
      expect.any(String),
    );

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('shows the error screen again when the retried screen still throws', async () => {
    const { Screen } = makeScreen('still broken');
    renderInBoundary(Screen);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it.each([
    'Failed to fetch dynamically imported module: https://kosh.money/assets/savings-abc123.js',
    'Importing a module script failed.',
  ])('reloads the page for a chunk that failed to load (%s)', async (message) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { Screen, failing } = makeScreen(message);
    renderInBoundary(Screen);

    expect(screen.getByRole('heading', { name: 'This screen could not load' })).toBeTruthy();
    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // Retrying in place cannot help a failed chunk: the error screen stays until the reload.
    expect(screen.queryByText('Screen content')).toBeNull();
  });
});
