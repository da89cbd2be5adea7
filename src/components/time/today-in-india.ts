import { istDayOf } from '@/domain/dates/ist';

/**
 * Today in India (IST), `YYYY-MM-DD`: the day due dates are counted from, EMIs fall due and
 * withdrawals are dated by. The domain takes "today" as an argument; screens read it here.
 */
export function todayInIndia(): string {
  return istDayOf(new Date());
}
