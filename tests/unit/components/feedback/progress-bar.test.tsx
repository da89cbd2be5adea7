import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressBar } from '@/components/feedback/progress-bar';

describe('ProgressBar', () => {
  it('says how much, rounded, within 0–100', () => {
    render(
      <>
        <ProgressBar value={37.6} aria-label="Share of the limit in use" />
        <ProgressBar value={250} aria-label="Over budget" />
        <ProgressBar value={-5} aria-label="Nothing yet" />
      </>,
    );
    const now = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
    expect(now('Share of the limit in use')).toBe('38');
    expect(now('Over budget')).toBe('100');
    expect(now('Nothing yet')).toBe('0');
    expect(screen.getByRole('progressbar', { name: 'Over budget' }).getAttribute('aria-valuemax')).toBe(
      '100',
    );
  });

  it('sweeps without a figure when how much is not known', () => {
    render(<ProgressBar aria-label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('stays out of the accessibility tree when the figure is in words beside it', () => {
    render(<ProgressBar value={50} aria-hidden />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
