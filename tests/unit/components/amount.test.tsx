import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createAppTheme } from '@/app/theme';
import { Amount, type AmountProps } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';

function renderAmount(props: AmountProps): HTMLElement {
  const { container } = render(
    <ThemeProvider theme={createAppTheme('light')}>
      <Amount {...props} />
    </ThemeProvider>,
  );
  const amount = container.querySelector('span');
  if (amount === null) throw new Error('Amount rendered no span');
  return amount;
}

/** The colour the stylesheet gives the amount ('' when it sets none). */
function colourOf(amount: HTMLElement): string {
  return window.getComputedStyle(amount).color;
}

describe('Amount', () => {
  it('shows the full amount with Indian grouping, the rupee sign and tabular figures', () => {
    const amount = renderAmount({ value: paise(123456789) });
    expect(amount.textContent).toBe('₹12,34,567.89');
    expect(amount.classList.contains('tabular-nums')).toBe(true);
    expect(amount.getAttribute('aria-label')).toBeNull();
  });

  it('abbreviates when compact and gives the full figure to hover and screen readers', () => {
    renderAmount({ value: paise(123456789), compact: true });
    const amount = screen.getByLabelText('₹12,34,567.89');
    expect(amount.textContent).toBe('₹12.34L');
    expect(amount.getAttribute('title')).toBe('₹12,34,567.89');
  });

  it('adds no label when there is no figure to spell out', () => {
    const amount = renderAmount({ value: paise(Number.NaN), compact: true });
    expect(amount.textContent).toBe('—');
    expect(amount.getAttribute('aria-label')).toBeNull();
    expect(amount.getAttribute('title')).toBeNull();
  });

  it.each([
    [paise(150000), '₹1,500.00'],
    [paise(-150000), '-₹1,500.00'],
    [paise(0), '₹0.00'],
  ])('shows %s paise as %s', (value, text) => {
    expect(renderAmount({ value }).textContent).toBe(text);
  });

  it('colours gains and losses differently when signed, and leaves zero uncoloured', () => {
    const plain = colourOf(renderAmount({ value: paise(0) }));
    const gain = colourOf(renderAmount({ value: paise(150000), signed: true }));
    const loss = colourOf(renderAmount({ value: paise(-150000), signed: true }));
    const zero = colourOf(renderAmount({ value: paise(0), signed: true }));
    expect(gain).not.toBe(plain);
    expect(loss).not.toBe(plain);
    expect(gain).not.toBe(loss);
    expect(zero).toBe(plain);
  });

  it('leaves gains and losses uncoloured when not signed', () => {
    const plain = colourOf(renderAmount({ value: paise(0) }));
    expect(colourOf(renderAmount({ value: paise(150000) }))).toBe(plain);
    expect(colourOf(renderAmount({ value: paise(-150000) }))).toBe(plain);
  });
});
