import { z } from 'zod/mini';

/**
 * Alerts (`/ind-investment/api/v4/alerts`): the "Important / Others" pair of
 * docs/product.md#tabs-and-filters.
 */

export const ALERT_TABS = ['important', 'others'] as const;
const alertTabSchema = z.enum(ALERT_TABS);
export type AlertTab = z.infer<typeof alertTabSchema>;

/** Unread alerts per tab, for the badges on both tabs at once. */
const unreadCountsSchema = z.object({
  important: z.int().check(z.minimum(0)),
  others: z.int().check(z.minimum(0)),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

const alertSchema = z.object({
  alert_id: z.string().check(z.minLength(1)),
  created_at: z.iso.datetime({ offset: true }),
  /** EMI_DUE, LOW_BALANCE, BILL_DUE, PRICE_MOVE, CONSENT_EXPIRY, PREMIUM_DUE, … */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  important: z.boolean(),
  read: z.boolean(),
  /** A relative app path to open; null when the alert leads nowhere (never a foreign URL). */
  navlink: z.nullable(z.string().check(z.startsWith('/'))),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /alerts?tab=&cursor=&limit=`: newest first, keyset-paginated. */
export const alertsPageSchema = z.object({
  tab: alertTabSchema,
  items: z.array(alertSchema),
  next_cursor: z.nullable(z.string().check(z.minLength(1))),
  unread: unreadCountsSchema,
  /** The tab has no alerts at all (not just this page). */
  is_empty: z.boolean(),
});
export type AlertsPage = z.infer<typeof alertsPageSchema>;

/** `POST /alerts/read` with `{ ids }`: how many changed, and the new badges. */
export const markAlertsReadSchema = z.object({
  updated: z.int().check(z.minimum(0)),
  unread: unreadCountsSchema,
});
export type MarkAlertsRead = z.infer<typeof markAlertsReadSchema>;
