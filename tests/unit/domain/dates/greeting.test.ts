import { describe, expect, it } from 'vitest';

import { partOfDay } from '@/domain/dates/greeting';

describe('partOfDay', () => {
  it.each([
    [0, 'evening'],
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ])('at %s:00 is %s', (hour, part) => {
    expect(partOfDay(hour)).toBe(part);
  });

  it('covers every hour of the day with morning 5–11, afternoon 12–16 and evening otherwise', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => partOfDay(hour));
    expect(byHour.filter((g) => g === 'morning')).toHaveLength(7);
    expect(byHour.filter((g) => g === 'afternoon')).toHaveLength(5);
    expect(byHour.filter((g) => g === 'evening')).toHaveLength(12);
  });
});
