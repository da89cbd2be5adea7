import type { ZonedDay } from './month-key';

/** Small statistics of the recurring-payment detector: calendar distances, median and mode. */

/** Days since 1970-01-01 of a calendar day (proleptic Gregorian; H. Hinnant's days_from_civil). */
export function dayNumber({ year, month, day }: ZonedDay): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Distance between two days of month on a 31-day circle: the 30th and the 1st are 2 apart. */
export function dayDistance(a: number, b: number): number {
  const d = Math.abs(a - b);
  return Math.min(d, 31 - d);
}

/** The middle value (the mean of the two middle ones, rounded, for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/** The day of month nearest, on the 31-day circle, to all of `days` (ties: the earliest). */
export function typicalDay(days: readonly number[]): number {
  let best = 1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let candidate = 1; candidate <= 31; candidate += 1) {
    const cost = days.reduce((sum, day) => sum + dayDistance(day, candidate), 0);
    if (cost < bestCost) [best, bestCost] = [candidate, cost];
  }
  return best;
}

/** The value seen most often (the first to reach that count wins); `fallback` for none. */
export function mostCommon<T>(values: readonly T[], fallback: T): T {
  const counts = new Map<T, number>();
  let best = fallback;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}
