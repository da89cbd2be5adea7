import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SignedAmount } from '@/components/amount/signed-amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';

describe('SignedAmount', () => {
  it('shows direction by sign and says it in words', () => {
    const { container } = render(<SignedAmount type="CREDIT" amountPaise={120000} />);
    const amount = container.firstElementChild as HTMLElement;
    // Drawn for the eye, hidden from screen readers; spoken in words instead.
    expect(amount.querySelector('[aria-hidden="true"]')?.textContent).toBe('+₹1,200.00');
    expect(screen.getByText('Money in ₹1,200').closest('[aria-hidden]')).toBeNull();
    expect(amount.classList.contains('tabular-nums')).toBe(true);
  });

  it('uses a true minus for money out', () => {
    const { container } = render(<SignedAmount type="DEBIT" amountPaise={33300} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('−₹333.00');
    expect(screen.getByText('Money out ₹333')).toBeDefined();
  });

  it('draws zero without a sign, in either direction', () => {
    for (const type of ['CREDIT', 'DEBIT'] as const) {
      const { container, unmount } = render(<SignedAmount type={type} amountPaise={0} />);
      expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('₹0.00');
      unmount();
    }
  });
});

describe('BankAvatar', () => {
  it('shows the bank’s letters and stays out of the accessibility tree', () => {
    const { container } = render(<BankAvatar bankName="State Bank of India" fipId="sbi-fip" />);
    const avatar = container.firstElementChild;
    expect(avatar?.textContent).toBe('SBI');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
  });
});
