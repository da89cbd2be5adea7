import { describe, expect, it } from 'vitest';

import { dayHeading } from '@/domain/dates/day-text';
import { istDayKey } from '@/domain/dates/zoned-day';
import { withDayHeadings } from '@/domain/spending/day-sections';

describe('dayHeading', () => {
  it.each([
    ['2026-11-23', 'Today'],
    ['2026-11-22', 'Yesterday'],
    ['2026-11-21', 'Sat, 21 Nov'],
    ['2026-01-01', 'Thu, 1 Jan'],
    ['2025-12-31', 'Wed, 31 Dec 2025'],
  ])('%s seen on 2026-11-23 → %s', (day, expected) => {
    expect(dayHeading(day, '2026-11-23')).toBe(expected);
  });

  it('knows yesterday across a month and a year', () => {
    expect(dayHeading('2026-02-28', '2026-03-01')).toBe('Yesterday');
    expect(dayHeading('2025-12-31', '2026-01-01')).toBe('Yesterday');
  });
});

describe('istDayKey', () => {
  it('reads the day in India, not in UTC', () => {
    expect(istDayKey('2026-03-31T20:00:00.000Z')).toBe('2026-04-01');
    expect(istDayKey('2026-03-31T18:29:59.000Z')).toBe('2026-03-31');
    expect(istDayKey('not a date')).toBeNull();
  });
});

describe('withDayHeadings', () => {
  const rows = [
    { id: 'a', posted_at: '2026-11-23T03:10:00.000Z' },
    { id: 'b', posted_at: '2026-11-23T02:25:00.000Z' },
    { id: 'c', posted_at: '2026-11-21T20:00:00.000Z' },
    { id: 'd', posted_at: 'garbled' },
    { id: 'e', posted_at: '2026-11-21T10:00:00.000Z' },
  ];

  it('puts a heading before the first row of each IST day and keeps the order', () => {
    const items = withDayHeadings(rows, '2026-11-23', (row) => row.id);
    expect(items.map((item) => (item.kind === 'day' ? `#${item.label}` : item.txn.id))).toEqual([
      '#Today',
      'a',
      'b',
      '#Yesterday',
      'c',
      'd',
      '#Sat, 21 Nov',
      'e',
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('gives nothing for nothing', () => {
    expect(withDayHeadings([], '2026-11-23', () => '')).toEqual([]);
  });
});
