import { istDayOf } from '@/domain/loans/iso-day';

/** Today in India: the day EMIs fall due and withdrawals are dated by. */
export function todayInIndia(): string {
  return istDayOf(new Date());
}
