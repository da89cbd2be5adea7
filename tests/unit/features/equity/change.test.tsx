import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Change } from '@/features/equity/common/change';

import { renderEquity } from './render';

describe('Change', () => {
  it('shows a gain with its signs and names it for screen readers', () => {
    renderEquity(<Change amount={219605} bps={55} />);
    const change = screen.getByRole('text', { name: 'Up ₹2,196.05, 0.55%' });
    expect(change.textContent).toBe('+₹2,196.05(+0.55%)');
  });

  it('shows a loss with a minus sign, not only in red', () => {
    renderEquity(<Change amount={-985955} bps={-174} compact stacked />);
    const change = screen.getByRole('text', { name: 'Down ₹9,859.55, 1.74%' });
    expect(change.textContent).toBe('-1.74%-₹9.85K');
  });

  it('has no percentage without a base', () => {
    renderEquity(<Change amount={0} bps={null} />);
    expect(screen.getByRole('text', { name: 'Unchanged, ₹0.00' }).textContent).toBe('₹0.00');
  });
});
