import { dayMonthYearText } from './day-text';
import { FY_FIRST_MONTH, financialYearStart } from './financial-year';
import { daysInclusive, isoDay, isRealDay } from './iso-day';
import { monthEnd, monthStart } from './month';
import { istDayKey } from './zoned-day';

/**
 * The period a spending view covers (docs/product.md#date-ranges): a preset that moves with the
 * calendar ("last 3 months" is always the latest three) or a fixed custom range. Days are IST
 * calendar days as `YYYY-MM-DD`, both ends included; the sandbox turns them into instants.
 */

/** Presets in the order a picker lists them. */
export const RANGE_PRESETS = [
  'this_month',
  'last_month',
  'last_3_months',
  'last_6_months',
  'last_12_months',
  'this_fy',
  'last_fy',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the customer chose: a preset, or a custom range of days. */
export type RangeChoice = { preset: RangePreset } | { preset: 'custom'; from: string; to: string };

/** IST days, both included; `from` ≤ `to`. */
export type DayRange = { from: string; to: string };

/**
 * The longest custom range: the bank history the account aggregator fetches is far shorter, and a
 * bound keeps a hand-edited link from asking the sandbox for centuries.
 */
export const MAX_RANGE_DAYS = 3660;

/**
 * The `period_label` the gateway sends for an answer over all time (neither a month nor a range):
 * a code, the same in every language; the screen words it ("All time", "सारा समय").
 */
export const ALL_TIME_PERIOD_LABEL = 'All time';

/**
 * The days a preset covers on `today` (an IST day). Month presets count the current month as one
 * of theirs ("last 3 months" in November is September to today): the newest data is what people
 * come to see. Ranges end today at the latest, since nothing is posted in the future.
 */
function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'this_month':
      return { from: monthStart(today, 0), to: today };
    case 'last_month':
      return { from: monthStart(today, 1), to: monthEnd(today, 1) };
    case 'last_3_months':
      return { from: monthStart(today, 2), to: today };
    case 'last_6_months':
      return { from: monthStart(today, 5), to: today };
    case 'last_12_months':
      return { from: monthStart(today, 11), to: today };
    case 'this_fy':
      return { from: isoDay(financialYearStart(today), FY_FIRST_MONTH, 1), to: today };
    case 'last_fy': {
      const start = financialYearStart(today) - 1;
      return { from: isoDay(start, FY_FIRST_MONTH, 1), to: isoDay(start + 1, FY_FIRST_MONTH - 1, 31) };
    }
  }
}

/** A custom range when both days are real, in order and at most {@link MAX_RANGE_DAYS} long. */
export function customRange(from: string, to: string): DayRange | null {
  if (!isRealDay(from) || !isRealDay(to) || from > to) return null;
  return daysInclusive(from, to) <= MAX_RANGE_DAYS ? { from, to } : null;
}

/** The days a choice covers on `today`. */
export function resolveRange(choice: RangeChoice, today: string): DayRange {
  return choice.preset === 'custom'
    ? { from: choice.from, to: choice.to }
    : presetRange(choice.preset, today);
}

function isPreset(value: string | null): value is RangePreset {
  return value !== null && (RANGE_PRESETS as readonly string[]).includes(value);
}

/**
 * The choice an address holds: `range=<preset>`, or `range=custom&from=…&to=…`. Anything else
 * (a bad day, `to` before `from`, a range too long) is null, so the screen falls back to the saved
 * choice instead of erroring on an old or hand-edited link.
 */
export function readRangeChoice(get: (name: string) => string | null): RangeChoice | null {
  const range = get('range');
  if (isPreset(range)) return { preset: range };
  if (range !== 'custom') return null;
  const days = customRange(get('from') ?? '', get('to') ?? '');
  return days === null ? null : { preset: 'custom', ...days };
}

/** The address's query parameters for a choice (null removes one), the inverse of {@link readRangeChoice}. */
export function rangeParams(choice: RangeChoice | null): Record<'range' | 'from' | 'to', string | null> {
  if (choice === null) return { range: null, from: null, to: null };
  if (choice.preset === 'custom') return { range: 'custom', from: choice.from, to: choice.to };
  return { range: choice.preset, from: null, to: null };
}

/** A choice as one string for the saved preference: `last_fy` or `custom:2025-01-01:2025-02-15`. */
export function encodeRangeChoice(choice: RangeChoice): string {
  return choice.preset === 'custom' ? `custom:${choice.from}:${choice.to}` : choice.preset;
}

/** The inverse of {@link encodeRangeChoice}; null for anything it did not write. */
export function decodeRangeChoice(value: string | undefined | null): RangeChoice | null {
  if (value === undefined || value === null) return null;
  if (isPreset(value)) return { preset: value };
  const match = /^custom:([^:]+):([^:]+)$/.exec(value);
  const days = match === null ? null : customRange(match[1] ?? '', match[2] ?? '');
  return days === null ? null : { preset: 'custom', ...days };
}

/** "1 Apr 2025 – 31 Mar 2026" (one day reads as one date). */
export function daysLabel(range: DayRange): string {
  return range.from === range.to
    ? dayMonthYearText(range.from)
    : `${dayMonthYearText(range.from)} – ${dayMonthYearText(range.to)}`;
}

/**
 * Whether an answer fetched at `fetchedAt` (ms) covers a range to its last day `to`: it was
 * fetched on that day or later (in India). An answer kept from an earlier day (offline, a rolling
 * period stands in with what it held) does not, and is named by its own days instead.
 */
export function fetchedOnOrAfter(fetchedAt: number, to: string): boolean {
  return (istDayKey(new Date(fetchedAt).toISOString()) ?? '') >= to;
}
