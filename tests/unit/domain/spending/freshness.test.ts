import { describe, expect, it } from 'vitest';

import { agoText, latestInstant } from '@/domain/spending/freshness';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');

describe('agoText', () => {
  it.each([
    ['2026-11-23T09:59:30.000Z', 'just now'],
    ['2026-11-23T10:00:30.000Z', 'just now'],
    ['2026-11-23T09:48:00.000Z', '12 min ago'],
    ['2026-11-23T07:00:00.000Z', '3 h ago'],
    ['2026-11-22T06:00:00.000Z', 'yesterday'],
    ['2026-11-19T10:00:00.000Z', '4 days ago'],
    ['2026-11-12T10:00:00.000Z', 'on 12 Nov'],
    ['2025-11-12T20:00:00.000Z', 'on 13 Nov 2025'],
  ])('%s → %s', (iso, expected) => {
    expect(agoText(iso, NOW)).toBe(expected);
  });

  it('is null for nothing or nonsense', () => {
    expect(agoText(null, NOW)).toBeNull();
    expect(agoText('soon', NOW)).toBeNull();
  });
});

describe('latestInstant', () => {
  it('picks the latest readable instant', () => {
    expect(latestInstant([null, '2026-11-01T00:00:00.000Z', 'x', '2026-11-02T00:00:00.000+05:30'])).toBe(
      '2026-11-02T00:00:00.000+05:30',
    );
    expect(latestInstant([null])).toBeNull();
  });
});
