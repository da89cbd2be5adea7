import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MoneyDialog, type MoneyDialogProps } from '@/components/payment/money-dialog';

function renderDialog(props: Partial<MoneyDialogProps> = {}) {
  const onPay = vi.fn();
  const onClose = vi.fn();
  render(
    <MoneyDialog
      titleId="t"
      title="Pay the bill"
      onClose={onClose}
      busy={false}
      error={null}
      closeLabel="Cancel"
      payLabel="Pay ₹982.00"
      busyLabel="Paying…"
      onPay={onPay}
      {...props}
    >
      <p>Quote</p>
    </MoneyDialog>,
  );
  return { onPay, onClose };
}

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('MoneyDialog', () => {
  it('is named by its title and pays once per press', async () => {
    const { onPay } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Pay the bill' });
    expect(dialog.textContent).toContain('Quote');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹982.00' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('while busy: the pay button says so and nothing can be pressed or closed', () => {
    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Paying…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the button disabled until the amount is valid', () => {
    renderDialog({ canPay: false });
    expect(screen.getByRole('button', { name: 'Pay ₹982.00' }).hasAttribute('disabled')).toBe(true);
  });

  it('offline: the button says a connection is needed and cannot be pressed', () => {
    renderDialog({ offlineLabel: 'Connect to the internet to set up AutoPay' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const button = screen.getByRole('button', { name: 'Connect to the internet to set up AutoPay' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('says why a payment was refused, in plain words', () => {
    renderDialog({ error: new Error('boom') });
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
