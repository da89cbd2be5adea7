import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as ListModule from '@/components/lists/window-virtual-list';

type Row = { id: string; title: string };
const items: Row[] = Array.from({ length: 30 }, (_, index) => ({
  id: `r${index}`,
  title: `Row ${index + 1}`,
}));

/** A fresh copy of the list's module: which chunk loaded is remembered per module instance. */
async function freshList(): Promise<typeof ListModule> {
  vi.resetModules();
  return import('@/components/lists/window-virtual-list');
}

function renderList({ WindowVirtualList }: typeof ListModule) {
  return render(
    <WindowVirtualList
      items={items}
      getKey={(row) => row.id}
      estimateSize={40}
      renderItem={(row) => <span>{row.title}</span>}
      label="Stories"
    />,
  );
}

afterEach(() => {
  vi.doUnmock('@/components/lists/virtual-rows');
});

describe('WindowVirtualList', () => {
  it('shows a first screenful at once, a named list whose rows know their place in all 30', async () => {
    renderList(await freshList());
    const list = screen.getByRole('list', { name: 'Stories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows[0]?.textContent).toBe('Row 1');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('30');
  });

  it('hands over to the virtualized rows once their chunk is there', async () => {
    renderList(await freshList());
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem');
      // Only the virtualized rows carry their index for measuring.
      expect(rows[0]?.getAttribute('data-index')).toBe('0');
    });
    expect(screen.getByText('Row 1')).toBeTruthy();
  });

  it('keeps every row as a plain list when the chunk cannot load', async () => {
    vi.doMock('@/components/lists/virtual-rows', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    renderList(await freshList());
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem')).toHaveLength(30),
    );
    expect(screen.getByText('Row 30')).toBeTruthy();
  });
});
