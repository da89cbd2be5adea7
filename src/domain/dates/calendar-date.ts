/**
 * The proleptic Gregorian calendar's rules, independent of time zones and of the clock.
 */

/** Gregorian leap-year rule: every 4th year, except centuries not divisible by 400. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in `month` (1–12) of `year`; 0 for a month outside 1–12. Year first, month second, as the
 * calendar's other functions and ISO text (`YYYY-MM`) order them.
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  if (month === 4 || month === 6 || month === 9 || month === 11) return 30;
  return Number.isInteger(month) && month >= 1 && month <= 12 ? 31 : 0;
}
