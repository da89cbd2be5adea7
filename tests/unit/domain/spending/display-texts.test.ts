import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { dayHeading } from '@/domain/dates/day-text';
import { SPENDING_CATEGORIES } from '@/domain/spending/categories';
import { categoryText } from '@/domain/spending/category-names';
import { dayHeadingText } from '@/domain/spending/day-heading-text';
import { updatedAgoText } from '@/domain/spending/display-texts';
import { spendChangeMessage } from '@/domain/spending/spend-change-text';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', onError: () => {} });
const hindiIntl = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text | null) => (text === null ? null : english.formatMessage(text, text.values));
const hi = (text: Text | null) => (text === null ? null : hindiIntl.formatMessage(text, text.values));

describe('spending display texts', () => {
  it('names every category: its own name in English, a Hindi word in Hindi', () => {
    for (const name of SPENDING_CATEGORIES) {
      expect(en(categoryText(name))).toBe(name);
      expect(hi(categoryText(name))).toMatch(/[\u0900-\u097F]/);
    }
    expect(hi(categoryText('Food & Dining'))).toBe('खाना-पीना');
    expect(categoryText('Not a category')).toBeNull();
  });

  it('heads days as the English list did, and in Hindi with Hindi weekdays and months', () => {
    const today = '2026-11-26';
    for (const day of ['2026-11-26', '2026-11-25', '2026-11-21', '2024-11-21'])
      expect(en(dayHeadingText(day, today))).toBe(dayHeading(day, today));
    expect(hi(dayHeadingText('2026-11-26', today, 'hi-IN'))).toBe('आज');
    expect(hi(dayHeadingText('2026-11-25', today, 'hi-IN'))).toBe('कल');
    expect(hi(dayHeadingText('2026-11-21', today, 'hi-IN'))).toBe('शनि, 21 नवंबर');
  });

  it('says how fresh a balance is as before in English, and in Hindi words', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(en(updatedAgoText(null, now))).toBe('Not updated yet');
    expect(en(updatedAgoText('2026-11-26T09:55:00Z', now))).toBe('Updated 5 min ago');
    expect(en(updatedAgoText('2026-11-26T07:00:00Z', now))).toBe('Updated 3 h ago');
    expect(en(updatedAgoText('2026-11-20T07:00:00Z', now))).toBe('Updated 6 days ago');
    expect(hi(updatedAgoText('2026-11-26T07:00:00Z', now, 'hi-IN'))).toBe('3 घंटे पहले अपडेट हुआ');
  });

  it.each([
    [-1495, '14.9% less than Oct 2026'],
    [-1500, '15% less than Oct 2026'],
    [850, '8.5% more than Oct 2026'],
    [0, 'Same as Oct 2026'],
  ])('words a change of %i bps in English: %s', (bps, expected) => {
    expect(en(spendChangeMessage(bps, 'Oct 2026'))).toBe(expected);
  });

  it('has nothing to say about a change without a comparison', () => {
    expect(spendChangeMessage(null, 'Oct 2026')).toBeNull();
  });

  it('words a change of spending in Hindi', () => {
    expect(hi(spendChangeMessage(850, 'अक्टूबर 2026'))).toBe('अक्टूबर 2026 से 8.5% ज़्यादा');
  });
});
