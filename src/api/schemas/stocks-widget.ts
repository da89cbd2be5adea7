import { z } from 'zod/mini';

import {
  bpsSchema,
  brokerIdentity,
  brokerTrackingSchema,
  depositorySchema,
  idSchema,
  paiseSchema,
  performanceSchema,
} from './stocks-widget-brokers';

export {
  brokerDetailsSchema,
  type Broker,
  type BrokerDetails,
  type BrokerTracking,
  type Depository,
  type Performance,
} from './stocks-widget-brokers';
export * from './stocks-widget-content';

/**
 * The stocks-widget service (`/stocks-widget`, docs/product.md#stocks-widget-service): equity holdings of the
 * brokers a customer linked through a depository (CDSL or NSDL), for the "Your Brokers / Analytics" level 1
 * and the "My Stocks / Analytics / Transactions" level 2 of docs/product.md#tabs-and-filters. Money is
 * integer paise (`*_paise`); percentages are integer basis points (`*_bps`, 1843 = 18.43 %); instants are ISO
 * strings.
 */

/** A 12-character ISIN: country code, nine alphanumerics, a check digit. */
const isinSchema = z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/));

/**
 * SEBI market-cap bucket (docs/product.md#market-cap-buckets); shown as `market_cap_label` ("Large cap"…).
 */
const marketCapSchema = z.enum(['LARGE', 'MID', 'SMALL']);
/** The "Holdings grouping" tabs: Stocks, Market Cap, Sector. */
export const holdingsGroupBySchema = z.enum(['stocks', 'market_cap', 'sector']);
/** `value` (largest first) or the product's ranking: `top_gainers` / `top_losers`. */
export const holdingsSortSchema = z.enum(['value', 'top_gainers', 'top_losers']);
/** What a gainers/losers ranking measures: today's move or the return since purchase. */
export const rankBasisSchema = z.enum(['day_change', 'overall_return']);
/** Whole portfolio (every linked broker) or one broker's level 2. */
const scopeSchema = z.enum(['CONSOLIDATED', 'BROKER']);

/** What a stock is (the same at every broker). */
const stockIdentity = {
  isin: z.string(),
  symbol: z.string(),
  company_name: z.string(),
  sector: z.string(),
  market_cap: marketCapSchema,
  market_cap_label: z.string(),
};

/** Whole portfolio or one broker (`account_id`), and whether there is anything to show. */
const scopeFields = { empty: z.boolean(), scope: scopeSchema, account_id: z.nullable(z.string()) };

/** One stock at one broker. */
const holdingSchema = z.object({
  holding_id: idSchema,
  ...brokerIdentity,
  ...stockIdentity,
  quantity: z.int(),
  avg_price_paise: paiseSchema,
  last_price_paise: paiseSchema,
  prev_close_paise: paiseSchema,
  performance: performanceSchema,
  /** Share of the page's total current value. */
  share_bps: bpsSchema,
  price_alert_enabled: z.boolean(),
  /** This holding's annualised return (XIRR) over its own trades and today's value; null without a root. */
  xirr_bps: z.nullable(bpsSchema),
});

/** A slice of an allocation chart: a group's key, label, share (of 10000 bps) and performance. */
const allocationSliceSchema = z.object({
  /** ISIN, `LARGE`/`MID`/`SMALL`, the sector name or the broker id. */
  key: z.string(),
  label: z.string(),
  /** Of the whole shown; the slices (or groups) sum to exactly 10000 (largest remainder). */
  share_bps: bpsSchema,
  stocks_count: z.int(),
  performance: performanceSchema,
});

/** A row of a grouping tab: one stock (merged across brokers), one bucket or one sector, with its holdings. */
const holdingGroupSchema = z.extend(allocationSliceSchema, { holdings: z.array(holdingSchema) });

/** `GET /in-stocks/consolidated-holdings` and `/in-stocks/holdings/{source}/{account_id}`. */
export const holdingsPageSchema = z.object({
  ...scopeFields,
  group_by: holdingsGroupBySchema,
  sort: holdingsSortSchema,
  rank_by: rankBasisSchema,
  performance: performanceSchema,
  stocks_count: z.int(),
  brokers_count: z.int(),
  /** Ordered by `sort` (by `rank_by` for gainers/losers), holdings inside each group too. */
  groups: z.array(holdingGroupSchema),
});

/** A stock (merged across brokers) in a gainers/losers list. */
const rankedStockSchema = z.object({
  rank: z.int(),
  ...stockIdentity,
  quantity: z.int(),
  last_price_paise: paiseSchema,
  performance: performanceSchema,
});

/** `GET /in-stocks/consolidated-analytics` and `/in-stocks/equity-analytics/{source}/{account_id}`. */
export const equityAnalyticsSchema = z.object({
  ...scopeFields,
  performance: performanceSchema,
  stocks_count: z.int(),
  allocation_by_market_cap: z.array(allocationSliceSchema),
  allocation_by_sector: z.array(allocationSliceSchema),
  allocation_by_broker: z.array(allocationSliceSchema),
  /** Ranked by today's % change; only stocks that rose / fell today. */
  top_gainers_by_day_change: z.array(rankedStockSchema),
  top_losers_by_day_change: z.array(rankedStockSchema),
  /** Ranked by % return since purchase; only stocks in profit / in loss. */
  top_gainers_by_overall_return: z.array(rankedStockSchema),
  top_losers_by_overall_return: z.array(rankedStockSchema),
  /** Annualised return of the trades plus today's value (XIRR); null without trades or a root. */
  xirr_bps: z.nullable(bpsSchema),
  last_pf_scan_at: z.nullable(z.string()),
});

/** `GET /in-stocks/masthead/{source}/{account_id}`: the level-2 header. */
export const mastheadSchema = z.object({
  ...brokerIdentity,
  client_id: z.string(),
  stocks_count: z.int(),
  performance: performanceSchema,
  last_synced_at: z.nullable(z.string()),
  tracking: brokerTrackingSchema,
});

/** One trade of the "Transactions" tab. */
const tradeSchema = z.object({
  trade_id: idSchema,
  isin: z.string(),
  symbol: z.string(),
  /** Null when no holding names the ISIN (e.g. a stock sold off entirely). */
  company_name: z.nullable(z.string()),
  side: z.enum(['BUY', 'SELL']),
  quantity: z.int(),
  price_paise: paiseSchema,
  /** quantity × price. */
  amount_paise: paiseSchema,
  traded_at: z.string(),
  exchange: z.enum(['NSE', 'BSE']),
  order_id: z.string(),
});

/** `GET /in-stocks/transactions/{source}/{account_id}?cursor=&limit=&side=`, newest first. */
export const tradesPageSchema = z.object({
  empty: z.boolean(),
  account_id: idSchema,
  depository: depositorySchema,
  side: z.nullable(z.enum(['BUY', 'SELL'])),
  items: z.array(tradeSchema),
  limit: z.int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** Trades matching `side` in total, across all pages. */
  total_count: z.int(),
});

/** `GET /in-stocks/account-details/{source}/{account_id}`. */
export const accountDetailsSchema = z.object({
  ...brokerIdentity,
  fip_id: z.string(),
  fip_name: z.string(),
  dp_id: z.string(),
  /** The broker's client code (what `client_ids` filters on), not the depository's. */
  client_id: z.string(),
  /** The demat (beneficial owner) account number as the depository reports it, masked. */
  masked_demat_number: z.string(),
  holder_name: z.string(),
  linked_at: z.nullable(z.string()),
  tracking: brokerTrackingSchema,
});

/** `{source}` in a payload: CDSL or NSDL, any case. */
const sourceInputSchema = z.string().check(z.regex(/^(cdsl|nsdl)$/i, 'expected CDSL or NSDL'));

/** Body of `POST /in-stocks/revoke-non-aa-tracking`. */
export const revokeNonAaTrackingPayloadSchema = z.object({ account_id: idSchema, source: sourceInputSchema });
/** Body of `POST /in-stocks/gmail-enable`: the broker by `broker_id` or `account_id` (or both). */
export const gmailEnablePayloadSchema = z
  .object({ broker_id: z.optional(idSchema), account_id: z.optional(idSchema), enable: z.boolean() })
  .check(
    z.refine((body) => body.broker_id !== undefined || body.account_id !== undefined, {
      message: 'broker_id or account_id is required',
      path: ['broker_id'],
    }),
  );
/** Body of `POST /in-stocks/equity-alert`: the whole broker, or one stock with `isin`. */
export const equityAlertPayloadSchema = z.object({
  account_id: idSchema,
  enable: z.boolean(),
  isin: z.optional(isinSchema),
});
/** Body of `POST /in-stocks/pf-scan`: one broker, or the whole portfolio when absent. */
export const pfScanPayloadSchema = z.object({ account_id: z.optional(idSchema) });

/** Answer of the three tracking POSTs: the broker's permissions as they now stand. */
export const trackingUpdateSchema = z.object({
  ...brokerIdentity,
  updated_at: z.string(),
  tracking: brokerTrackingSchema,
  /** Stocks with a price alert of their own switched on. */
  alert_isins: z.array(z.string()),
  /**
   * After enabling Gmail: how long the first fetch takes (docs/product.md#success-copy: about 45 minutes).
   */
  fetch_eta_minutes: z.nullable(z.int()),
  message: z.string(),
});

/** A stock or sector a scan singles out. */
const scanShareSchema = z.object({
  key: z.string(),
  label: z.string(),
  value_paise: paiseSchema,
  share_bps: bpsSchema,
  stocks_count: z.int(),
});

/** Answer of `POST /in-stocks/pf-scan`: concentration facts computed from the holdings. */
export const pfScanSchema = z.object({
  ...scopeFields,
  scanned_at: z.string(),
  holdings_count: z.int(),
  stocks_count: z.int(),
  sectors_count: z.int(),
  top_holding: z.nullable(scanShareSchema),
  top_three_share_bps: bpsSchema,
  /** Stocks above `single_stock_reference_bps` (SEBI's 10 % single-company cap for mutual funds). */
  stocks_above_reference_count: z.int(),
  single_stock_reference_bps: bpsSchema,
  top_sector: z.nullable(scanShareSchema),
  small_caps: z.object({ stocks_count: z.int(), value_paise: paiseSchema, share_bps: bpsSchema }),
  market_cap_mix: z.array(allocationSliceSchema),
  notes: z.array(z.object({ code: z.string(), level: z.enum(['info', 'attention']), text: z.string() })),
});

export type AllocationSlice = z.infer<typeof allocationSliceSchema>;
export type RankedStock = z.infer<typeof rankedStockSchema>;
export type HoldingItem = z.infer<typeof holdingSchema>;
export type HoldingsPage = z.infer<typeof holdingsPageSchema>;
export type EquityAnalytics = z.infer<typeof equityAnalyticsSchema>;
export type Masthead = z.infer<typeof mastheadSchema>;
export type TradesPage = z.infer<typeof tradesPageSchema>;
export type RevokeNonAaTrackingPayload = z.infer<typeof revokeNonAaTrackingPayloadSchema>;
export type GmailEnablePayload = z.infer<typeof gmailEnablePayloadSchema>;
export type EquityAlertPayload = z.infer<typeof equityAlertPayloadSchema>;
export type PfScanPayload = z.infer<typeof pfScanPayloadSchema>;
export type TrackingUpdate = z.infer<typeof trackingUpdateSchema>;
export type PfScan = z.infer<typeof pfScanSchema>;
