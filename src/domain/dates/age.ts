import {
  type CalendarDate,
  compareCalendarDates,
  isLeapYear,
  isValidCalendarDate,
} from '@/domain/dates/calendar-date';

/** DD/MM/YYYY or DD-MM-YYYY with the same separator twice; one-digit day and month are accepted. */
const BIRTH_DATE_PATTERN = /^([0-9]{1,2})([/-])([0-9]{1,2})\2([0-9]{4})$/;

/**
 * Completed years between `birth` and `today` (both calendar days, month 1–12). The age is one
 * less while this year's birthday is still ahead. A 29 February birthday counts as reached on
 * 1 March in non-leap years. Returns null when either date is impossible or `birth` is after
 * `today`. `today` is passed in so the function never reads the clock.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number | null {
  if (!isValidCalendarDate(birth) || !isValidCalendarDate(today)) return null;
  if (compareCalendarDates(birth, today) > 0) return null;
  const leapling = birth.month === 2 && birth.day === 29 && !isLeapYear(today.year);
  const birthday: CalendarDate = leapling
    ? { day: 1, month: 3, year: today.year }
    : { day: birth.day, month: birth.month, year: today.year };
  const reached = compareCalendarDates(today, birthday) >= 0;
  return today.year - birth.year - (reached ? 0 : 1);
}

/**
 * Parses a birth date typed as DD/MM/YYYY or DD-MM-YYYY (surrounding whitespace ignored).
 * Returns null for any other shape and for impossible dates such as 31/04 or 29/02 in a
 * non-leap year.
 */
export function parseBirthDate(text: string): CalendarDate | null {
  const match = BIRTH_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const date: CalendarDate = {
    day: Number(match[1]),
    month: Number(match[3]),
    year: Number(match[4]),
  };
  return isValidCalendarDate(date) ? date : null;
}

/** {@link parseBirthDate} then {@link ageOn}: null when the text is not a possible birth date. */
export function ageFromText(text: string, today: CalendarDate): number | null {
  const birth = parseBirthDate(text);
  return birth ? ageOn(birth, today) : null;
}
