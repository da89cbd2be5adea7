import { describe, expect, it } from 'vitest';

import { dayMonthText, dayMonthYearText, monthKeyText, relativeTimeText } from '@/domain/dates/day-text';

const NOW = Date.parse('2026-11-23T06:00:00.000Z'); // 11:30 IST

describe('day text', () => {
  it('writes days and months the Indian way', () => {
    expect(dayMonthYearText('2026-12-05')).toBe('5 Dec 2026');
    expect(dayMonthText('2026-01-31')).toBe('31 Jan');
    expect(monthKeyText('2026-06')).toBe('Jun 2026');
    expect(monthKeyText('2026-06', true)).toBe('Jun');
    expect(dayMonthYearText('soon')).toBe('soon');
    expect(monthKeyText('2026-13')).toBe('2026-13');
  });

  it.each([
    ['2026-11-23T05:59:30.000Z', 'Just now'],
    ['2026-11-23T07:00:00.000Z', 'Just now'],
    ['2026-11-23T05:55:00.000Z', '5 min ago'],
    ['2026-11-23T03:00:00.000Z', '3 h ago'],
    ['2026-11-22T05:00:00.000Z', 'Yesterday'],
    ['2026-11-19T06:00:00.000Z', '4 days ago'],
    ['2026-11-12T06:00:00.000Z', '12 Nov'],
    ['2025-11-12T06:00:00.000Z', '12 Nov 2025'],
    ['not a time', 'not a time'],
  ])('says %s as "%s"', (instant, text) => {
    expect(relativeTimeText(instant, NOW)).toBe(text);
  });

  it('dates an old story by its day in India, not in UTC', () => {
    // 20:00 UTC on 1 Nov is 01:30 IST on 2 Nov.
    expect(relativeTimeText('2026-11-01T20:00:00.000Z', NOW)).toBe('2 Nov');
  });
});
