import { daysInMonth } from './calendar-date';

/**
 * A strict, allocation-light reader of ISO-8601 dates and date-times for the hot loops of the
 * spending aggregation (tens of thousands of instants per call): no regex, no Date.
 */

/** The number written by `length` ASCII digits of `s` from `start`, or -1. */
function digitsAt(s: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i += 1) {
    const code = s.charCodeAt(i) - 48;
    if (!(code >= 0 && code <= 9)) return -1;
    value = value * 10 + code;
  }
  return value;
}

/** Parsed `YYYY-MM-DD[THH:MM[:SS[.fff…]][Z|±HH:MM|±HHMM]]`; offset null means "no zone given". */
export type ParsedIso = { year: number; month: number; day: number; minutes: number; offset: number | null };

/** Minutes east of UTC of the zone written at `at`: null when none is, undefined when malformed. */
function parseOffset(s: string, at: number): number | null | undefined {
  if (at === s.length) return null;
  const sign = s[at];
  if ((sign === 'Z' || sign === 'z') && at + 1 === s.length) return 0;
  if (sign !== '+' && sign !== '-') return undefined;
  const hh = digitsAt(s, at + 1, 2);
  const colon = s[at + 3] === ':' ? 1 : 0;
  const mm = digitsAt(s, at + 3 + colon, 2);
  if (hh < 0 || hh > 23 || mm < 0 || mm > 59 || at + 5 + colon !== s.length) return undefined;
  return (sign === '-' ? -1 : 1) * (hh * 60 + mm);
}

/** The parts of `s`, or null when it is not a valid ISO-8601 date or date-time. */
export function parseIso(s: string): ParsedIso | null {
  if (typeof s !== 'string' || s.length < 10 || s[4] !== '-' || s[7] !== '-') return null;
  const year = digitsAt(s, 0, 4);
  const month = digitsAt(s, 5, 2);
  const day = digitsAt(s, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (s.length === 10) return { year, month, day, minutes: 0, offset: null };
  if ((s[10] !== 'T' && s[10] !== 't') || s[13] !== ':') return null;
  const hour = digitsAt(s, 11, 2);
  const minute = digitsAt(s, 14, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  let at = 16;
  if (s[at] === ':') {
    const second = digitsAt(s, at + 1, 2);
    if (second < 0 || second > 60) return null;
    at += 3;
    if (s[at] === '.') {
      at += 1;
      const fractionStart = at;
      while (at < s.length && digitsAt(s, at, 1) >= 0) at += 1;
      if (at === fractionStart) return null;
    }
  }
  const offset = parseOffset(s, at);
  if (offset === undefined) return null;
  return { year, month, day, minutes: hour * 60 + minute, offset };
}
