// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { istDayRange } from '../../../../../sandbox/routes/savings/input';

/** Whether a `posted_at` is read for `[start, end)`, as the routes' SQL compares the text. */
const within = (postedAt: string, { start, end }: { start: string; end: string }) =>
  postedAt >= start && postedAt < end;

/** Any real day of 2024–2026 as `YYYY-MM-DD`. */
const anyDay = fc
  .date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2026, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('istDayRange: the instants of a period of IST days', () => {
  const fy = istDayRange('2025-04-01', '2026-03-31');

  it('starts FY 2025-26 at 31 Mar 18:30 UTC (1 April in India) and ends it where 1 April 2026 begins', () => {
    expect(fy).toEqual({ start: '2025-03-31T18:30:00.000Z', end: '2026-03-31T18:30:00.000Z' });
    expect(within('2025-03-31T18:30:00.000Z', fy)).toBe(true);
    expect(within('2025-03-31T18:29:59.999Z', fy)).toBe(false);
    expect(within('2026-03-31T18:29:59.999Z', fy)).toBe(true);
    expect(within('2026-03-31T18:30:00.000Z', fy)).toBe(false);
  });

  it('reads exactly the instants whose IST day lies in the range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }), { maxLength: 50 }),
        anyDay,
        fc.integer({ min: 0, max: 400 }),
        (instants, from, span) => {
          const to = new Date(Date.parse(from) + span * 86_400_000).toISOString().slice(0, 10);
          const range = istDayRange(from, to);
          for (const ms of instants) {
            const postedAt = new Date(ms).toISOString();
            // IST is UTC+05:30 all year.
            const istDay = new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
            expect(within(postedAt, range)).toBe(istDay >= from && istDay <= to);
          }
        },
      ),
    );
  });

  it('refuses a day that does not exist with a 400', () => {
    expect(() => istDayRange('2025-02-30', '2025-03-01')).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
