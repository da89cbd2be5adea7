import { describe, expect, it } from 'vitest';

import { dateText, dateTimeText, shortDateTimeText } from '@/domain/dates/instant-text';

describe('date texts in India time', () => {
  it('reads an instant in IST whatever the zone', () => {
    expect(dateText('2026-03-31T20:00:00.000Z')).toBe('1 Apr 2026');
    expect(dateTimeText('2026-11-23T03:10:00.000Z')).toMatch(/^23 Nov 2026, 8:40\s?am$/i);
    expect(shortDateTimeText('2026-11-23T03:10:00.000Z')).toMatch(/^23 Nov, 8:40\s?am$/i);
  });

  it('gives back what it cannot read', () => {
    expect(dateText('soon')).toBe('soon');
  });
});
