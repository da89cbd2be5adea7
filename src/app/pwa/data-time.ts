/**
 * How the offline banner names the moment the data on screen was fetched, in the app's language:
 * 24-hour ("10:42"), with the day added when it was not today ("21 Nov, 18:05"; Hindi writes the
 * whole month, as its dates do: "21 नवंबर को 18:05 बजे"). The device's time zone; Latin digits.
 */
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...TIME };

/**
 * Formatters by language, zone and shape. A `new Intl.DateTimeFormat` costs milliseconds (its
 * pattern is built each time), and the banner is drawn again at every render of the layout while a
 * repeat visit offline loads: made per call, they were 57 to 102 ms of such a load at 4x CPU.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

export function formatDataTime(
  at: number,
  now: number = Date.now(),
  timeZone?: string,
  locale: string = 'en-IN',
): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const day = formatter('en-IN', { dateStyle: 'short', ...zone });
  const sameDay = day.format(at) === day.format(now);
  const withDay = locale.startsWith('hi') ? { ...DAY_AND_TIME, month: 'long' as const } : DAY_AND_TIME;
  const style = { ...(sameDay ? TIME : withDay), ...zone, numberingSystem: 'latn' };
  return formatter(locale, style).format(at);
}

/**
 * The time the banner shows: the newest moment any data on screen really came from the network.
 * Query answers stamped before the network went (`offlineSince`) count as they are; answers after
 * it can only have come from the service worker's cache, whose true fetch times the worker reports
 * (`cacheTimes`). Null when nothing is known: the banner then says only that the app is offline.
 */
export function lastFetchedAt(
  queryTimes: readonly number[],
  cacheTimes: readonly number[],
  offlineSince: number,
): number | null {
  const before = queryTimes.filter((at) => at > 0 && at <= offlineSince);
  const all = [...before, ...cacheTimes.filter((at) => at > 0 && at <= offlineSince)];
  return all.length === 0 ? null : Math.max(...all);
}
