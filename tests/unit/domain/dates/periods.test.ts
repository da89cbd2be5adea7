// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { financialYearLabel, financialYearStart } from '@/domain/dates/financial-year';
import { daysInclusive, isRealDay } from '@/domain/dates/iso-day';
import {
  daysLabel,
  customRange,
  decodeRangeChoice,
  encodeRangeChoice,
  MAX_RANGE_DAYS,
  resolveRange,
  RANGE_PRESETS,
  rangeParams,
  readRangeChoice,
  type RangeChoice,
  fetchedOnOrAfter,
} from '@/domain/dates/periods';

/** Any real day of years 1900–2200 as `YYYY-MM-DD`. */
const anyDay = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const params = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('financial years (April to March)', () => {
  it('puts January to March in the year that started the April before', () => {
    expect(financialYearStart('2026-03-31')).toBe(2025);
    expect(financialYearStart('2026-04-01')).toBe(2026);
    expect(financialYearStart('2026-01-01')).toBe(2025);
    expect(financialYearLabel(2025)).toBe('FY 2025-26');
    expect(financialYearLabel(1999)).toBe('FY 1999-00');
  });

  it('last FY is 1 April to 31 March of the year before the current one, for any today', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const last = resolveRange({ preset: 'last_fy' }, today);
        const start = financialYearStart(today) - 1;
        expect(last).toEqual({ from: `${start}-04-01`, to: `${start + 1}-03-31` });
        expect(daysInclusive(last.from, last.to)).toBeGreaterThanOrEqual(365);
        expect(daysInclusive(last.from, last.to)).toBeLessThanOrEqual(366);
        const current = resolveRange({ preset: 'this_fy' }, today);
        expect(daysInclusive(last.to, current.from)).toBe(2); // next day: no gap, no overlap
        expect(current.to).toBe(today);
      }),
    );
  });
});

describe('presets', () => {
  it('names the days of each preset on 25 Nov 2026', () => {
    const today = '2026-11-25';
    expect(resolveRange({ preset: 'this_month' }, today)).toEqual({ from: '2026-11-01', to: today });
    expect(resolveRange({ preset: 'last_month' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveRange({ preset: 'last_3_months' }, today)).toEqual({ from: '2026-09-01', to: today });
    expect(resolveRange({ preset: 'last_6_months' }, today)).toEqual({ from: '2026-06-01', to: today });
    expect(resolveRange({ preset: 'last_12_months' }, today)).toEqual({ from: '2025-12-01', to: today });
    expect(resolveRange({ preset: 'this_fy' }, today)).toEqual({ from: '2026-04-01', to: today });
    expect(resolveRange({ preset: 'last_fy' }, today)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('crosses year ends and leap Februaries', () => {
    expect(resolveRange({ preset: 'last_month' }, '2024-03-10')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(resolveRange({ preset: 'last_month' }, '2026-01-01')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(resolveRange({ preset: 'last_3_months' }, '2026-02-15')).toEqual({
      from: '2025-12-01',
      to: '2026-02-15',
    });
  });

  it('every preset is a real, ordered range that never ends after today', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...RANGE_PRESETS), (today, preset) => {
        const range = resolveRange({ preset }, today);
        expect(isRealDay(range.from) && isRealDay(range.to)).toBe(true);
        expect(range.from <= range.to).toBe(true);
        expect(range.to <= today).toBe(true);
        expect(range.from.endsWith('-01')).toBe(true);
      }),
    );
  });
});

describe('custom ranges and the address', () => {
  it('refuses bad days, reversed ends and ranges too long', () => {
    expect(customRange('2025-02-30', '2025-03-01')).toBeNull();
    expect(customRange('2025-03-02', '2025-03-01')).toBeNull();
    expect(customRange('2025-3-1', '2025-03-01')).toBeNull();
    expect(customRange('2000-01-01', '2020-01-01')).toBeNull();
    expect(customRange('2025-03-01', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(daysInclusive('2025-01-01', '2025-01-01')).toBe(1);
  });

  it('reads what it writes, for presets and custom ranges', () => {
    const choice = fc.oneof(
      fc.constantFrom(...RANGE_PRESETS).map((preset): RangeChoice => ({ preset })),
      fc.tuple(anyDay, fc.integer({ min: 0, max: MAX_RANGE_DAYS - 1 })).map(([from, extra]): RangeChoice => {
        const to = new Date(Date.parse(from) + extra * 86_400_000).toISOString().slice(0, 10);
        return { preset: 'custom', from, to };
      }),
    );
    fc.assert(
      fc.property(choice, (c) => {
        const written = rangeParams(c);
        const read = readRangeChoice((name) => written[name as keyof typeof written] ?? null);
        expect(read).toEqual(c);
        expect(decodeRangeChoice(encodeRangeChoice(c))).toEqual(c);
      }),
    );
  });

  it('ignores a hand-edited link instead of failing', () => {
    expect(readRangeChoice(params({ range: 'forever' }))).toBeNull();
    expect(readRangeChoice(params({ range: 'custom', from: '2025-04-01' }))).toBeNull();
    expect(readRangeChoice(params({}))).toBeNull();
    expect(decodeRangeChoice('custom:x:y')).toBeNull();
    expect(decodeRangeChoice(undefined)).toBeNull();
    expect(rangeParams(null)).toEqual({ range: null, from: null, to: null });
  });

  it('labels spans as people read them', () => {
    expect(daysLabel({ from: '2025-04-01', to: '2025-04-30' })).toBe('1 Apr 2025 – 30 Apr 2025');
    expect(daysLabel({ from: '2025-04-01', to: '2025-04-01' })).toBe('1 Apr 2025');
  });
});

describe('fetchedOnOrAfter', () => {
  // 26 Nov 2026 at 23:00 in India is 17:30 UTC; 27 Nov begins at 18:30 UTC on the 26th.
  const lateOn26 = Date.UTC(2026, 10, 26, 17, 30);
  const earlyOn27 = Date.UTC(2026, 10, 26, 18, 45);

  it('an answer fetched on the range’s last day (in India) or later covers it', () => {
    expect(fetchedOnOrAfter(earlyOn27, '2026-11-27')).toBe(true);
    expect(fetchedOnOrAfter(lateOn26, '2026-11-26')).toBe(true);
    expect(fetchedOnOrAfter(earlyOn27, '2026-11-10')).toBe(true);
  });

  it('an answer from the day before does not, whatever the UTC date says', () => {
    expect(fetchedOnOrAfter(lateOn26, '2026-11-27')).toBe(false);
  });
});
