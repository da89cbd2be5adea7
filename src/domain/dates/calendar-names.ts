/** English three-letter month names, January first (index = month − 1). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** English three-letter weekday names, Sunday first, matching `Date.prototype.getDay()`. */
export const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A month's abbreviation: 1 → "Jan", 12 → "Dec"; null outside the integers 1–12. */
export function monthAbbreviation(month1to12: number): string | null {
  if (!Number.isInteger(month1to12)) return null;
  return MONTH_ABBREVIATIONS[month1to12 - 1] ?? null;
}
