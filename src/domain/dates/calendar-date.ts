/**
 * A day in the proleptic Gregorian calendar, independent of time zones and of the clock.
 */

/** A calendar day; `month` is 1–12. */
type CalendarDate = { day: number; month: number; year: number };

/** Gregorian leap-year rule: every 4th year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
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

/** Whether the date exists: integer parts, year from 1, month 1–12, day within that month. */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { day, month, year } = date;
  if (![day, month, year].every(Number.isInteger) || year < 1) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/** Orders two dates: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
