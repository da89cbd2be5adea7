import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
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

/**
 * What is drawn and what screen readers say: the two parts when they differ (the drawn one hidden
 * from screen readers), else the one text both see.
 */
function textsOf(amount: HTMLElement): {
  drawn: string | null | undefined;
  spoken: string | null | undefined;
} {
  const drawn = amount.querySelector('[aria-hidden="true"]');
  if (drawn === null) return { drawn: amount.textContent, spoken: amount.textContent };
  return {
    drawn: drawn.textContent,
    spoken: amount.querySelector(':scope > span:not([aria-hidden])')?.textContent,
  };
}

/** The colour the stylesheet gives the amount ('' when it sets none). */
function colourOf(amount: HTMLElement): string {
  return window.getComputedStyle(amount).color;
}

describe('Amount', () => {
  it('shows the full amount with Indian grouping, the rupee sign and tabular figures', () => {
    const amount = renderAmount({ value: paise(123456789) });
    expect(textsOf(amount)).toEqual({ drawn: '₹12,34,567.89', spoken: '₹12,34,567.89' });
    expect(amount.classList.contains('tabular-nums')).toBe(true);
  });

  it('abbreviates when compact and gives the full figure to hover and screen readers', () => {
    const amount = renderAmount({ value: paise(123456789), compact: true });
    expect(textsOf(amount)).toEqual({ drawn: '₹12.34L', spoken: '₹12,34,567.89' });
    expect(amount.getAttribute('title')).toBe('₹12,34,567.89');
  });

  it('says "not available" and adds no title when there is no figure', () => {
    const amount = renderAmount({ value: paise(Number.NaN), compact: true });
    expect(textsOf(amount)).toEqual({ drawn: '—', spoken: 'not available' });
    expect(amount.getAttribute('title')).toBeNull();
  });

  it.each([
    [paise(150000), '₹1,500.00', '₹1,500.00'],
    [paise(-150000), '−₹1,500.00', 'minus ₹1,500'],
    [paise(0), '₹0.00', '₹0.00'],
  ])('shows %s paise as %s, said as %s', (value, drawn, spoken) => {
    expect(textsOf(renderAmount({ value }))).toEqual({ drawn, spoken });
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
