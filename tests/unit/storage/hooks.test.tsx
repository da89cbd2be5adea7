import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { freshStorage } from './fresh-storage';

beforeEach(freshStorage);

/** Renders the selected tab of `savings` as an output the test can read by its name. */
async function renderSelectedTab() {
  const { useSelectedTab } = await import('@/storage/hooks/use-prefs');
  function SelectedTab() {
    return <output aria-label="Selected tab">{useSelectedTab('savings') ?? 0}</output>;
  }
  render(<SelectedTab />);
  return () => screen.getByRole('status', { name: 'Selected tab' }).textContent;
}

describe('storage hooks', () => {
  it('show the fallback, then the stored value, then every change', async () => {
    const prefs = await import('@/storage/repositories/prefs');
    await prefs.setSelectedTab('savings', 1);
    const shown = await renderSelectedTab();
    await waitFor(() => expect(shown()).toBe('1'));

    await act(() => prefs.setSelectedTab('savings', 2));
    await waitFor(() => expect(shown()).toBe('2'));
  });

  it('follow changes in memory too, when IndexedDB is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('IndexedDB is disabled', 'InvalidStateError');
    });
    const prefs = await import('@/storage/repositories/prefs');
    const shown = await renderSelectedTab();
    await waitFor(() => expect(shown()).toBe('0'));

    await act(() => prefs.setSelectedTab('savings', 2));
    await waitFor(() => expect(shown()).toBe('2'));
  });

  it('follow the linking journey', async () => {
    const linking = await import('@/storage/repositories/linking');
    const { useAccountsToBeLinked } = await import('@/storage/hooks/use-linking');
    function Summary() {
      const accounts = useAccountsToBeLinked();
      return <output aria-label="Summary">{accounts.length}</output>;
    }
    render(<Summary />);
    const shown = () => screen.getByRole('status', { name: 'Summary' }).textContent;
    await waitFor(() => expect(shown()).toBe('0'));

    await act(async () => {
      await linking.setAccountsToBeLinked([{ maskedAccNumber: 'XXXX1234' }]);
    });
    await waitFor(() => expect(shown()).toBe('1'));
  });
});
