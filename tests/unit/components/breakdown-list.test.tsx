import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BreakdownList } from '@/components/spend-charts/breakdown-list';

const items = [
  { key: 'Groceries', label: 'Groceries', total_paise: 1250000, count: 60, share_bps: 7500 },
  { key: 'Travel', label: 'Travel', total_paise: 416700, count: 1, share_bps: 2500 },
];

describe('BreakdownList', () => {
  it('writes out every figure the chart draws', () => {
    render(<BreakdownList items={items} label="Spending by category" />);
    const list = screen.getByRole('list', { name: 'Spending by category' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('₹12,500.00');
    expect(rows[0]?.textContent).toContain('75% · 60 transactions');
    expect(rows[1]?.textContent).toContain('25% · 1 transaction');
  });

  it('makes rows buttons named by their figures when they lead somewhere', async () => {
    const onSelect = vi.fn();
    render(<BreakdownList items={items} label="Spending by category" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /^Travel ₹4,167/ }));
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });
});
