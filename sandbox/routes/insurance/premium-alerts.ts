/**
 * Premium reminders in the alerts area (docs/sandbox.md#insurance): once today reaches the reminder
 * day of a linked policy's next premium, an alert row is written for it (once: its id names the
 * policy and the due date), so it is read, counted and marked read like every other alert.
 */
import { dayMonthYearText } from '@/domain/dates/day-text';
import { graceDays, premiumReminderDay } from '@/domain/insurance/policy-terms';
import { dayNumber, isoDayFromNumber } from '@/domain/loans/iso-day';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import type { Db } from '../../db/database';
import { policyStore } from './policy-store';

/** 09:00 IST on an ISO day, as an instant. */
function nineAmIst(isoDay: string): string {
  return `${isoDay}T03:30:00.000Z`;
}

function rupees(amountPaise: number): string {
  return formatInr(paise(amountPaise), { decimals: amountPaise % 100 === 0 ? 0 : 2 });
}

/** Returns `remind(userId, today)`: writes the reminders due by `today` that are not written yet. */
export function premiumAlerts(db: Db): (userId: string, today: string) => void {
  const policies = policyStore(db);
  const insert = db.prepare<[string, string, string, string, string, string]>(
    `INSERT OR IGNORE INTO alerts (id, user_id, created_at, kind, title, body, important, read, navlink)
     VALUES (?, ?, ?, 'PREMIUM_DUE', ?, ?, 1, 0, ?)`,
  );
  return (userId, today) => {
    for (const policy of policies.linked(userId, today)) {
      const due = policy.next_premium_due;
      const remindOn = premiumReminderDay(due);
      if (due === null || remindOn === null || remindOn > today) continue;
      const lastDay = isoDayFromNumber(dayNumber(due) + graceDays(policy.premium_frequency));
      insert.run(
        `premium-${policy.policy_id}-${due}`,
        userId,
        nineAmIst(remindOn),
        `Premium of ${rupees(policy.premium_paise)} due on ${dayMonthYearText(due)}`,
        `${policy.policy_name} (${policy.insurer}): pay by ${dayMonthYearText(lastDay)} to keep the cover.`,
        `/account-aggregator/insurance/policy/${encodeURIComponent(policy.policy_id)}`,
      );
    }
  };
}
