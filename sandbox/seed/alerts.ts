/** Writing alerts: ids in creation order, "read" for those older than a week, times before the anchor's morning ends. */
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import type { AlertRow } from '../db/data-rows-products';
import type { Said } from '../http/language';
import { ANCHOR_DAY_LAST_MINUTE } from './bank-entry';
import type { SeedContext } from './context';
import { type Day, istInstant } from './dates';
import { pad } from './references';

export type AlertDraft = {
  day: Day;
  minute: number;
  kind: string;
  /** Both languages are stored; the alerts route answers in the caller's (alert-texts.ts). */
  title: Said;
  body: Said;
  important: boolean;
  /** A relative app path, never a foreign URL. */
  navlink: string | null;
};

const READ_AFTER_DAYS = 7;

/** Rupees as an alert writes them: "₹4,537" (paise shown only when there are some). */
export function inr(amountPaise: number): string {
  return formatInr(paise(amountPaise), { decimals: amountPaise % 100 === 0 ? 0 : 2 });
}

/** Writes a persona's alerts, oldest first, as `alert-<persona>-NN`. */
export function writeAlerts(
  ctx: SeedContext,
  persona: string,
  userId: string,
  drafts: readonly AlertDraft[],
): void {
  const ordered = drafts
    .map((d) => ({
      ...d,
      day: Math.min(d.day, ctx.anchorDay),
      minute: d.day >= ctx.anchorDay ? Math.min(d.minute, ANCHOR_DAY_LAST_MINUTE) : d.minute,
    }))
    .sort((a, b) => a.day - b.day || a.minute - b.minute);
  ordered.forEach((draft, i) => {
    const row: AlertRow = {
      id: `alert-${persona}-${pad(i + 1, 2)}`,
      user_id: userId,
      created_at: istInstant(draft.day, draft.minute),
      kind: draft.kind,
      title: draft.title['en-IN'],
      body: draft.body['en-IN'],
      title_hi: draft.title['hi-IN'],
      body_hi: draft.body['hi-IN'],
      important: draft.important ? 1 : 0,
      read: ctx.anchorDay - draft.day > READ_AFTER_DAYS ? 1 : 0,
      navlink: draft.navlink,
    };
    ctx.writer.insert('alerts', row);
  });
}
