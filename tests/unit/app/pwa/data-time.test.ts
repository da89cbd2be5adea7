import { describe, expect, it, vi } from 'vitest';

import { formatDataTime, lastFetchedAt } from '@/app/pwa/data-time';

const IST = 'Asia/Kolkata';
const at = (iso: string) => Date.parse(iso);

describe('formatDataTime', () => {
  it('makes each formatter once: the banner is drawn again at every render of the layout', () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args);
    });
    try {
      const shown = () =>
        formatDataTime(at('2026-11-21T12:35:00Z'), at('2026-11-23T05:00:00Z'), 'Asia/Dubai');
      expect(shown()).toBe('21 Nov, 16:35');
      const first = made.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      for (let draw = 0; draw < 5; draw += 1) expect(shown()).toBe('21 Nov, 16:35');
      expect(made.mock.calls.length).toBe(first);
    } finally {
      made.mockRestore();
    }
  });

  it('says only the time, 24-hour, for data from today', () => {
    expect(formatDataTime(at('2026-11-23T05:12:00Z'), at('2026-11-23T09:00:00Z'), IST)).toBe('10:42');
    expect(formatDataTime(at('2026-11-23T14:35:00Z'), at('2026-11-23T15:00:00Z'), IST)).toBe('20:05');
  });

  it('adds the day when the data is from an earlier day (in India, not UTC)', () => {
    // 20:00 UTC on the 22nd is 01:30 on the 23rd in India: still "today" there.
    expect(formatDataTime(at('2026-11-22T20:00:00Z'), at('2026-11-23T05:00:00Z'), IST)).toBe('01:30');
    expect(formatDataTime(at('2026-11-21T12:35:00Z'), at('2026-11-23T05:00:00Z'), IST)).toBe('21 Nov, 18:05');
  });

  it('speaks Hindi when asked: the whole month, the 24-hour clock, Latin digits', () => {
    expect(formatDataTime(at('2026-11-23T05:12:00Z'), at('2026-11-23T09:00:00Z'), IST, 'hi-IN')).toBe(
      '10:42',
    );
    expect(formatDataTime(at('2026-11-21T12:35:00Z'), at('2026-11-23T05:00:00Z'), IST, 'hi-IN')).toBe(
      '21 नवंबर को 18:05 बजे',
    );
  });
});

describe('lastFetchedAt', () => {
  const offlineSince = 1_000;

  it('is the newest query answer from before the network went', () => {
    expect(lastFetchedAt([200, 900, 500], [], offlineSince)).toBe(900);
  });

  it('ignores answers stamped after it went (they came from a cache) and unset stamps', () => {
    expect(lastFetchedAt([0, 400, 1_500], [], offlineSince)).toBe(400);
  });

  it("uses the worker's report of when cached answers were really fetched", () => {
    expect(lastFetchedAt([1_200], [300, 700], offlineSince)).toBe(700);
    expect(lastFetchedAt([800], [300], offlineSince)).toBe(800);
  });

  it('is null when nothing is known', () => {
    expect(lastFetchedAt([], [], offlineSince)).toBeNull();
    expect(lastFetchedAt([1_500], [], offlineSince)).toBeNull();
  });
});
