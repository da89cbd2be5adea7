import { describe, expect, it } from 'vitest';

import { greetingForHour } from '@/domain/dates/greeting';

describe('greetingForHour', () => {
  it.each([
    [0, 'Good evening'],
    [4, 'Good evening'],
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %s:00 says %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });

  it('covers every hour of the day with morning 5–11, afternoon 12–16 and evening otherwise', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingForHour(hour));
    expect(byHour.filter((g) => g === 'Good morning')).toHaveLength(7);
    expect(byHour.filter((g) => g === 'Good afternoon')).toHaveLength(5);
    expect(byHour.filter((g) => g === 'Good evening')).toHaveLength(12);
  });
});
