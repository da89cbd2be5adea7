import { istDayOf } from '@/domain/loans/iso-day';

/** Today in India (IST), the day every due date on home is counted from. */
export function todayInIndia(): string {
  return istDayOf(new Date());
}
