import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TransactionFilters } from '@/features/savings/components/transaction-filters';

import { accountCard } from '../../fixtures/savings';

const TODAY = '2026-11-25';

/** What a closed native select shows: its chosen option's words. */
const shown = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('TransactionFilters', { timeout: 15_000 }, () => {
  it('sends the search once typing pauses, trimmed', async () => {
    const onChange = vi.fn();
    render(<TransactionFilters filters={{}} accounts={[accountCard()]} today={TODAY} onChange={onChange} />);
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
        today={TODAY}
        onChange={onChange}
      />,
    );
    expect(shown(screen.getByRole('combobox', { name: 'Period' }))).toBe('Oct 2026');
    expect(shown(screen.getByRole('combobox', { name: 'Category' }))).toBe('Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({
      search: null,
      category: null,
      payment_mode: null,
      type: null,
      account_id: null,
      month_key: null,
      range: null,
      from: null,
      to: null,
    });
  });

  it('picks last financial year as a period, replacing the month', async () => {
    const onChange = vi.fn();
    render(
      <TransactionFilters
        filters={{ month_key: '2026-10' }}
        accounts={[accountCard()]}
        today={TODAY}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Period' }),
      screen.getByRole('option', { name: 'Last financial year (FY 2025-26)' }),
    );
    expect(onChange).toHaveBeenCalledWith({ range: 'last_fy', from: null, to: null, month_key: null });
  });

  it('names a chosen period and picks a custom range from two dates, refusing a reversed one', async () => {
    const onChange = vi.fn();
    render(
      <TransactionFilters
        filters={{ range: { preset: 'last_fy' } }}
        accounts={[accountCard()]}
        today={TODAY}
        onChange={onChange}
      />,
    );
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(shown(period)).toBe('Last financial year (FY 2025-26)');
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
    await userEvent.selectOptions(period, screen.getByRole('option', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom range' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-05-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-05-01' } });
    expect(dialog.textContent).toContain('must not be after');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({
      range: 'custom',
      from: '2025-05-10',
      to: '2025-06-20',
      month_key: null,
    });
  });

  it('picks a payment mode from its list', async () => {
    const onChange = vi.fn();
    render(<TransactionFilters filters={{}} accounts={[accountCard()]} today={TODAY} onChange={onChange} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Payment mode' }),
      screen.getByRole('option', { name: 'Auto-debit' }),
    );
    expect(onChange).toHaveBeenCalledWith({ payment_mode: 'AUTO_DEBIT' });
  });

  it('keeps a custom range chosen and reopens its dates with Change dates', async () => {
    const onChange = vi.fn();
    render(
      <TransactionFilters
        filters={{ range: { preset: 'custom', from: '2025-05-10', to: '2025-06-20' } }}
        accounts={[accountCard()]}
        today={TODAY}
        onChange={onChange}
      />,
    );
    expect(shown(screen.getByRole('combobox', { name: 'Period' }))).toBe('Custom: 10 May 2025 – 20 Jun 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    await screen.findByRole('dialog', { name: 'Custom range' });
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2025-05-10');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-05-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({
      range: 'custom',
      from: '2025-05-10',
      to: '2025-05-31',
      month_key: null,
    });
  });

  it('leaves the period as it was when the custom range is cancelled', async () => {
    const onChange = vi.fn();
    render(
      <TransactionFilters
        filters={{ range: { preset: 'last_3_months' } }}
        accounts={[accountCard()]}
        today={TODAY}
        onChange={onChange}
      />,
    );
    const period = screen.getByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(period, screen.getByRole('option', { name: 'Custom range…' }));
    await screen.findByRole('dialog', { name: 'Custom range' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown(period)).toBe('Last 3 months');
    expect(onChange).not.toHaveBeenCalled();
  });
});
