/** English ordinal suffix of a day or rank number. */
export type OrdinalSuffix = 'st' | 'nd' | 'rd' | 'th';

/**
 * The English ordinal suffix of `n`: 1st 2nd 3rd 4th, but 11th 12th 13th (the teens are always
 * "th"), 21st 22nd 23rd, 101st 111th, 0th. Negative integers use their magnitude (-1 → "st");
 * non-integers and non-finite numbers get "th".
 */
export function ordinalSuffix(n: number): OrdinalSuffix {
  if (!Number.isInteger(n)) return 'th';
  const magnitude = Math.abs(n);
  const lastTwo = magnitude % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (magnitude % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** `n` followed by its {@link ordinalSuffix}: 1 → "1st", 112 → "112th". */
export function withOrdinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
