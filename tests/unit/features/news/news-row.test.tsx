import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NewsRow } from '@/features/news/news-row';
import { asNewsFilter, emptyFilterText } from '@/features/news/news-text';

import { InHindi } from '../../../support/intl';
import { renderWithProviders } from '../../../support/render';
import { newsItem } from '../../fixtures/news';

const NOW = Date.parse('2026-11-23T03:12:00.000Z');

describe('NewsRow', () => {
  it('links the headline to the story in a new tab, with source and relative time', () => {
    const { container } = renderWithProviders(<NewsRow item={newsItem()} now={NOW} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.moneycontrol.com/news/coforge.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('5 min ago')).toBeTruthy();
    expect(container.textContent).toContain('Indian stocks · Moneycontrol');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://static.kosh.money/news/indian_stocks/21.webp',
    );
  });

  it('shows no image from a host that is not allow-listed', () => {
    const { container } = renderWithProviders(
      <NewsRow item={newsItem({ image_url: 'https://tracker.example/pixel.png' })} now={NOW} />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('news text', () => {
  it('reads only known filters from prefs', () => {
    expect(asNewsFilter('us_stocks')).toBe('us_stocks');
    expect(asNewsFilter('crypto')).toBeNull();
    expect(asNewsFilter(undefined)).toBeNull();
    expect(emptyFilterText('live', 'Live').defaultMessage).toMatch(/No live stories/);
    expect(emptyFilterText('us_stocks', 'US Stocks').values).toEqual({ filter: 'US Stocks' });
  });
});

describe('NewsRow in Hindi', () => {
  it('says the category, LIVE and the time in Hindi; source, headline and tickers stay as sent', () => {
    const { container } = renderWithProviders(
      <InHindi>
        <NewsRow item={newsItem()} now={NOW} />
      </InHindi>,
    );
    expect(container.textContent).toContain('लाइव · भारतीय शेयर · Moneycontrol · 5 मिनट पहले');
    expect(screen.getByText('Moneycontrol').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('heading').getAttribute('translate')).toBe('no');
  });
});
