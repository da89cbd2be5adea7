/**
 * Instants as people in India read them, whatever zone the phone is set to.
 */
import { IST_TIME_ZONE } from '@/domain/spending/month-key';

const formatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "23 Nov 2026, 8:40 am" in India's time, whatever the phone's zone. */
export function dateTimeText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatter.format(ms);
}

/** "23 Nov 2026" in India's time. */
export function dateText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dayFormatter.format(ms);
}

const shortFormatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "23 Nov, 8:40 am" in India's time: for lists where the year goes without saying. */
export function shortDateTimeText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : shortFormatter.format(ms);
}
