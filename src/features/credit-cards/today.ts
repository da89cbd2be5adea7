import { istDayOf } from '@/domain/loans/iso-day';

/** Today in India, the day statements and dues are counted against. */
export function todayInIndia(): string {
  return istDayOf(new Date());
}
