import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { DataLayer, useDataReady } from '@/app/data-layer';

// Counts the provider's mounts: it moves legacy storage once per mount.
const startStorage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/storage/start', () => ({ startStorage }));

function Area({ name, to }: { name: string; to: string }) {
  const ready = useDataReady();
  return (
    <>
      <h1>{`${name} ${ready ? 'with data' : 'waiting'}`}</h1>
      <Link to={to}>Go</Link>
    </>
  );
}

/** The provider's chunk is a real dynamic import: on a busy machine it can take seconds. */
const LOADED = { timeout: 10_000 };

describe('DataLayer', () => {
  it('mounts one provider for every area: switching areas does not restore the cache again', async () => {
    render(
      <MemoryRouter initialEntries={['/savings']}>
        <DataLayer>
          <Routes>
            <Route path="savings" element={<Area name="Savings" to="/banks" />} />
            <Route path="banks" element={<Area name="Banks" to="/savings" />} />
          </Routes>
        </DataLayer>
      </MemoryRouter>,
    );
    // Before the provider's chunk arrives the page still renders, told the data is not there yet.
    expect(screen.getByRole('heading').textContent).toMatch(/^Savings /);
    await screen.findByRole('heading', { name: 'Savings with data' }, LOADED);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    await screen.findByRole('heading', { name: 'Banks with data' }, LOADED);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    await screen.findByRole('heading', { name: 'Savings with data' }, LOADED);
    expect(startStorage).toHaveBeenCalledTimes(1);
  });
});

describe('DataLayer when its chunk arrives', () => {
  it('keeps the page mounted: nothing drawn before the data layer is made again', async () => {
    const mounts = vi.fn();
    function Page() {
      const ready = useDataReady();
      useEffect(() => {
        mounts();
      }, []);
      return <h1>{ready ? 'with data' : 'waiting'}</h1>;
    }
    render(
      <DataLayer>
        <Page />
      </DataLayer>,
    );
    expect(screen.getByRole('heading').textContent).toBe('waiting');
    await screen.findByRole('heading', { name: 'with data' }, LOADED);
    // Rendered again with the new context, not unmounted and mounted anew under a new parent.
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
