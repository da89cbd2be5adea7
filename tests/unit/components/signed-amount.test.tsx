import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SignedAmount } from '@/components/amount/signed-amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';

describe('SignedAmount', () => {
  it('shows direction by sign and says it in words', () => {
    render(<SignedAmount type="CREDIT" amountPaise={120000} />);
    const amount = screen.getByLabelText('Money in ₹1,200.00');
    expect(amount.textContent).toBe('+₹1,200.00');
    expect(amount.classList.contains('tabular-nums')).toBe(true);
  });

  it('uses a true minus for money out', () => {
    render(<SignedAmount type="DEBIT" amountPaise={33300} />);
    expect(screen.getByLabelText('Money out ₹333.00').textContent).toBe('−₹333.00');
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
