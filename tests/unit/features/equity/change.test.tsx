import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Change } from '@/features/equity/common/change';

import { renderEquity } from './render';

/** What the eye sees: the text outside the screen-reader-only words, which are hidden from it. */
function visibleText(element: HTMLElement | null): string {
  return [...(element?.querySelectorAll('[aria-hidden="true"]') ?? [])]
    .filter((node) => node.tagName === 'SPAN')
    .map((node) => node.textContent)
    .join('');
}

describe('Change', () => {
  it('shows a gain with its signs and names it for screen readers', () => {
    renderEquity(<Change amount={219605} bps={55} />);
    const spoken = screen.getByText('Up ₹2,196.05, 0.55%');
    const change = spoken.parentElement;
    expect(visibleText(change)).toBe('+₹2,196.05(+0.55%)');
  });

  it('shows a loss with a minus sign, not only in red', () => {
    renderEquity(<Change amount={-985955} bps={-174} compact stacked />);
    const change = screen.getByText('Down ₹9,859.55, 1.74%').parentElement;
    expect(visibleText(change)).toBe('−1.74%−₹9.85K');
  });

  it('has no percentage without a base', () => {
    renderEquity(<Change amount={0} bps={null} />);
    expect(visibleText(screen.getByText('Unchanged, ₹0.00').parentElement)).toBe('₹0.00');
  });
});
