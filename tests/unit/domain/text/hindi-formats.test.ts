import { describe, expect, it } from 'vitest';

import { dayMonthText, dayMonthYearText, monthKeyText, relativeTimeText } from '@/domain/dates/day-text';
import { dateText, dateTimeText } from '@/domain/dates/instant-text';
import { formatIndianCompact, formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

describe('numbers and money in Hindi', () => {
  it('keeps Indian grouping and Latin digits', () => {
    expect(formatInr(paise(123456789), { locale: 'hi-IN' })).toBe('₹12,34,567.89');
  });

  it('writes the short units as words: हज़ार, लाख, करोड़', () => {
    expect(formatInr(paise(150000), { compact: true, locale: 'hi-IN' })).toBe('₹1.5 हज़ार');
    expect(formatInr(paise(123456789), { compact: true, locale: 'hi-IN' })).toBe('₹12.34 लाख');
    expect(formatIndianCompact(20000000, { locale: 'hi-IN' })).toBe('2 करोड़');
    expect(formatInr(paise(-123456789), { compact: true, locale: 'hi-IN' })).toBe('−₹12.34 लाख');
  });

  it('keeps L and Cr in English', () => {
    expect(formatInr(paise(123456789), { compact: true })).toBe('₹12.34L');
    expect(formatIndianCompact(20000000, { locale: 'en-IN' })).toBe('2Cr');
  });
});

describe('dates in Hindi', () => {
  it('writes whole month names', () => {
    expect(dayMonthYearText('2026-12-14', 'hi-IN')).toBe('14 दिसंबर 2026');
    expect(dayMonthText('2026-06-05', 'hi-IN')).toBe('5 जून');
    expect(monthKeyText('2026-06', false, 'hi-IN')).toBe('जून 2026');
    expect(dateText('2026-12-14T03:10:00Z', 'hi-IN')).toBe('14 दिसंबर 2026');
  });

  it('uses the 24-hour clock and no Latin letters', () => {
    const text = dateTimeText('2026-11-23T03:10:00Z', 'hi-IN');
    expect(text).toContain('08:40');
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('tells relative times with Intl', () => {
    const now = Date.parse('2026-11-26T22:10:00Z');
    expect(relativeTimeText('2026-11-26T20:00:00Z', now, 'hi-IN')).toBe('2 घंटे पहले');
    expect(relativeTimeText('2026-11-25T20:00:00Z', now, 'hi-IN')).toBe('कल');
    expect(relativeTimeText('2026-11-26T22:09:30Z', now, 'hi-IN')).toBe('अब');
    expect(relativeTimeText('2026-11-26T22:05:00Z', now, 'hi-IN')).toBe('5 मिनट पहले');
    expect(relativeTimeText('2026-11-20T20:00:00Z', now, 'hi-IN')).toBe('6 दिन पहले');
    expect(relativeTimeText('2026-10-01T20:00:00Z', now, 'hi-IN')).toBe('2 अक्टूबर');
  });

  it('leaves English as it was', () => {
    const now = Date.parse('2026-11-26T22:10:00Z');
    expect(relativeTimeText('2026-11-26T20:00:00Z', now)).toBe('2 h ago');
    expect(dayMonthYearText('2026-12-14')).toBe('14 Dec 2026');
  });
});
