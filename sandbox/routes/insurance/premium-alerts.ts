/**
 * Premium reminders in the alerts area (docs/sandbox.md#insurance): once today reaches the reminder
 * day of a linked policy's next premium, an alert row is written for it (once: its id names the
 * policy and the due date), so it is read, counted and marked read like every other alert.
 */
import { dayMonthYearText } from '@/domain/dates/day-text';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import { graceDays, premiumReminderDay } from '@/domain/insurance/policy-terms';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import type { Db } from '../../db/database';
import type { SaidWith } from '../../http/language';
import { policyStore } from './policy-store';

/** 09:00 IST on an ISO day, as an instant. */
function nineAmIst(isoDay: string): string {
  return `${isoDay}T03:30:00.000Z`;
}

function rupees(amountPaise: number): string {
  return formatInr(paise(amountPaise), { decimals: amountPaise % 100 === 0 ? 0 : 2 });
}

type Premium = { amount: string; due: string; policy: string; insurer: string; lastDay: string };

/** The reminder's words in both languages; both are stored, the route answers in the caller's. */
const PREMIUM_TEXT = {
  title: {
    'en-IN': (p) => `Premium of ${p.amount} due on ${dayMonthYearText(p.due)}`,
    'hi-IN': (p) => `${p.amount} का प्रीमियम ${dayMonthYearText(p.due, 'hi-IN')} को देय है`,
  },
  body: {
    'en-IN': (p) => `${p.policy} (${p.insurer}): pay by ${dayMonthYearText(p.lastDay)} to keep the cover.`,
    'hi-IN': (p) =>
      `${p.policy} (${p.insurer}): बीमा कवर जारी रखने के लिए ${dayMonthYearText(p.lastDay, 'hi-IN')} तक भुगतान करें।`,
  },
} satisfies Record<'title' | 'body', SaidWith<Premium>>;

/** Returns `remind(userId, today)`: writes the reminders due by `today` that are not written yet. */
export function premiumAlerts(db: Db): (userId: string, today: string) => void {
  const policies = policyStore(db);
  const insert = db.prepare<[string, string, string, string, string, string, string, string]>(
    `INSERT OR IGNORE INTO alerts (id, user_id, created_at, kind, title, body, title_hi, body_hi, important, read, navlink)
     VALUES (?, ?, ?, 'PREMIUM_DUE', ?, ?, ?, ?, 1, 0, ?)`,
  );
  return (userId, today) => {
    for (const policy of policies.linked(userId, today)) {
      const due = policy.next_premium_due;
      const remindOn = premiumReminderDay(due);
      if (due === null || remindOn === null || remindOn > today) continue;
      const lastDay = isoDayFromNumber(dayNumber(due) + graceDays(policy.premium_frequency));
      const premium: Premium = {
        amount: rupees(policy.premium_paise),
        due,
        policy: policy.policy_name,
        insurer: policy.insurer,
        lastDay,
      };
      insert.run(
        `premium-${policy.policy_id}-${due}`,
        userId,
        nineAmIst(remindOn),
        PREMIUM_TEXT.title['en-IN'](premium),
        PREMIUM_TEXT.body['en-IN'](premium),
        PREMIUM_TEXT.title['hi-IN'](premium),
        PREMIUM_TEXT.body['hi-IN'](premium),
        `/account-aggregator/insurance/policy/${encodeURIComponent(policy.policy_id)}`,
      );
    }
  };
}
