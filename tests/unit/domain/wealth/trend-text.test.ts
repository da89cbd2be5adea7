import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { type TrendPoint, trendSummaryText } from '@/domain/wealth/trend-text';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });

/** The trend's line as an English reader sees it. */
function trendSummary(points: readonly TrendPoint[]): string | null {
  const text = trendSummaryText(points);
  return text === null ? null : english.formatMessage(text, text.values);
}

describe('trendSummaryText', () => {
  it('says the direction, the amount in short form and since when', () => {
    expect(
      trendSummary([
        { date: '2025-12-31', value: 100_00_000_00 },
        { date: '2026-11-25', value: 112_00_000_00 },
      ]),
    ).toBe('Up ₹12L since Dec 2025');
    expect(
      trendSummary([
        { date: '2025-12-31', value: 50_000_00 },
        { date: '2026-01-31', value: 5_000_00 },
      ]),
    ).toBe('Down ₹45K since Dec 2025');
    expect(
      trendSummary([
        { date: '2025-12-31', value: 7 },
        { date: '2026-01-31', value: 7 },
      ]),
    ).toBe('Unchanged since Dec 2025');
  });

  it('has nothing to say with fewer than two points', () => {
    expect(trendSummary([])).toBeNull();
    expect(trendSummary([{ date: '2025-12-31', value: 1 }])).toBeNull();
  });
});
