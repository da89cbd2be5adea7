import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TransactionFilters } from '@/features/savings/components/transaction-filters';

import { accountCard } from '../../fixtures/savings';

describe('TransactionFilters', { timeout: 15_000 }, () => {
  it('sends the search once typing pauses, trimmed', async () => {
    const onChange = vi.fn();
    render(<TransactionFilters filters={{}} accounts={[accountCard()]} onChange={onChange} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search transactions' }), {
      target: { value: ' swiggy ' },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ search: 'swiggy' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the active month and clears every filter at once', async () => {
    const onChange = vi.fn();
    render(
      <TransactionFilters
        filters={{ category: 'Groceries', month_key: '2026-10' }}
        accounts={[accountCard()]}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Month: Oct 2026')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toBe('Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({
      search: null,
      category: null,
      payment_mode: null,
      type: null,
      account_id: null,
      month_key: null,
    });
  });

  it('picks a payment mode from its list', async () => {
    const onChange = vi.fn();
    render(<TransactionFilters filters={{}} accounts={[accountCard()]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment mode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Auto-debit' }));
    expect(onChange).toHaveBeenCalledWith({ payment_mode: 'AUTO_DEBIT' });
  });
});
