import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { NetworkError } from '@/api/errors';
import { QueryGate, type GatedQuery } from '@/components/feedback/query-gate';

function query<T>(state: Partial<GatedQuery<T>>): GatedQuery<T> {
  return { data: undefined, error: null, isError: false, refetch: vi.fn(), ...state };
}

const CARDS = {
  error: { id: 'test.cards.error', defaultMessage: 'Your cards could not load' },
  loading: { id: 'test.cards.loading', defaultMessage: 'Loading your cards' },
};

const list = (data: readonly string[]) => (
  <ul aria-label="Cards">
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryGate', () => {
  it('shows the skeleton the caller names while nothing has arrived', () => {
    render(
      <QueryGate query={query<string[]>({})} messages={CARDS} rows={2}>
        {list}
      </QueryGate>,
    );
    const status = screen.getByRole('status', { name: 'Loading your cards' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a skeleton of another shape in place of the list when the caller gives one', () => {
    render(
      <QueryGate
        query={query<string[]>({})}
        messages={CARDS}
        loading={<p role="status">Drawing the chart</p>}
      >
        {list}
      </QueryGate>,
    );
    expect(screen.getByRole('status').textContent).toBe('Drawing the chart');
    expect(screen.queryByRole('status', { name: 'Loading your cards' })).toBeNull();
  });

  it('shows a plain "Loading" skeleton when the caller names none', () => {
    render(
      <QueryGate query={query<string[]>({})} messages={{ error: CARDS.error }}>
        {list}
      </QueryGate>,
    );
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
  });

  it('tells a failed first load in plain words, and Retry fetches again', async () => {
    const refetch = vi.fn();
    render(
      <QueryGate
        query={query<string[]>({ isError: true, error: new NetworkError('down'), refetch })}
        messages={{ error: CARDS.error }}
      >
        {list}
      </QueryGate>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Your cards could not load' })).toBeTruthy();
    expect(alert.textContent).toContain('You seem to be offline. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps data already shown when a refresh fails, unless the error hides it', () => {
    const failedRefresh = query({ data: ['Gold'], isError: true, error: new NetworkError('down') });
    const { rerender } = render(
      <QueryGate query={failedRefresh} messages={{ error: CARDS.error }}>
        {list}
      </QueryGate>,
    );
    expect(screen.getByRole('list', { name: 'Cards' }).textContent).toBe('Gold');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <QueryGate query={failedRefresh} messages={{ error: CARDS.error }} errorHidesData>
        {list}
      </QueryGate>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty panel when the caller says the data is empty, else the data', () => {
    const gate = (data: string[]) => (
      <QueryGate
        query={query({ data })}
        messages={{ error: CARDS.error }}
        isEmpty={(cards) => cards.length === 0}
        empty={<p role="note">No cards yet</p>}
      >
        {list}
      </QueryGate>
    );
    const { rerender } = render(gate([]));
    expect(screen.getByRole('note').textContent).toBe('No cards yet');
    expect(screen.queryByRole('list')).toBeNull();

    rerender(gate(['Gold', 'Platinum']));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gold', 'Platinum']);
  });
});
