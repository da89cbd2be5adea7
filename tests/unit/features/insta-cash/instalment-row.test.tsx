import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InstalmentRow } from '@/features/insta-cash/schedule/instalment-row';
import { defaultWithdrawal } from '@/features/insta-cash/schedule/schedule-view';

import { renderWithProviders } from '../../../support/render';
import { emiRow, withdrawal } from '../../fixtures/insta-cash';

describe('InstalmentRow', () => {
  it('flags an overdue instalment with how late it is, and shows the split and the balance', () => {
    renderWithProviders(<InstalmentRow row={emiRow()} today="2026-11-23" />);
    const row = screen.getByRole('listitem', { name: 'Instalment 3, overdue' });
    expect(row.textContent).toContain('Overdue by 10 days');
    expect(row.textContent).toContain('₹3,917.00'); // EMI
    expect(row.textContent).toContain('₹2,927.49'); // principal
    expect(row.textContent).toContain('₹989.51'); // interest
    expect(row.textContent).toContain('₹71,332.52'); // balance after
  });

  it('does not flag a paid instalment and says when it was paid', () => {
    renderWithProviders(
      <InstalmentRow row={emiRow({ status: 'PAID', paid_on: '2026-11-13' })} today="2026-11-23" />,
    );
    const row = screen.getByRole('listitem', { name: 'Instalment 3' });
    expect(row.textContent).not.toContain('Overdue');
    expect(row.textContent).toContain('Paid on 13 Nov 2026');
  });
});

describe('defaultWithdrawal', () => {
  it('opens the withdrawal with an overdue EMI first, else the newest active one', () => {
    const a = withdrawal({ withdrawal_id: 'a', overdue_instalments: 0 });
    const b = withdrawal({ withdrawal_id: 'b', overdue_instalments: 1 });
    const closed = withdrawal({ withdrawal_id: 'c', overdue_instalments: 0, status: 'CLOSED' });
    expect(defaultWithdrawal([a, b])?.withdrawal_id).toBe('b');
    expect(defaultWithdrawal([closed, a])?.withdrawal_id).toBe('a');
    expect(defaultWithdrawal([closed])?.withdrawal_id).toBe('c');
    expect(defaultWithdrawal([])).toBeUndefined();
  });
});
