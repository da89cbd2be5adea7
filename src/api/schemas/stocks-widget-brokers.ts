import { z } from 'zod/mini';

/**
 * The stocks-widget service's broker list (`GET /in-stocks/broker-details`) and the atoms the rest
 * of its contract (stocks-widget.ts) builds on. Its own module because home's first screen reads
 * this answer and nothing else of the service: a first screen downloads only the schemas it parses.
 */

export const paiseSchema = z.int();
export const bpsSchema = z.int();
export const idSchema = z.string().check(z.minLength(1));

/** The depository a demat account sits at: the `{source}` of the level-2 paths. */
export const depositorySchema = z.enum(['CDSL', 'NSDL']);

/** Which broker an answer is about (`account_id` is the `{account_id}` of the level-2 paths). */
export const brokerIdentity = {
  account_id: idSchema,
  broker_id: idSchema,
  broker_name: z.string(),
  depository: depositorySchema,
};

/** What some holdings are worth and how they did; percentages are null when their base is 0. */
export const performanceSchema = z.object({
  current_value_paise: paiseSchema,
  invested_paise: paiseSchema,
  /** Unrealised P&L: current value − invested. */
  pnl_paise: paiseSchema,
  overall_return_bps: z.nullable(bpsSchema),
  /** Value at yesterday's close, the base of the day change. */
  previous_value_paise: paiseSchema,
  day_change_paise: paiseSchema,
  day_change_bps: z.nullable(bpsSchema),
  /** Holdings (one stock at one broker) counted in. */
  holdings_count: z.int(),
});

/** Tracking permissions of one broker (docs/product.md#access-and-permissions: enabled by explicit calls). */
export const brokerTrackingSchema = z.object({
  /** Linked through the account aggregator (always true for a listed broker). */
  aa_linked: z.boolean(),
  gmail_enabled: z.boolean(),
  /** Price alerts for the whole broker; single stocks may differ (`price_alert_enabled`). */
  price_alerts_enabled: z.boolean(),
  /** Gmail/CAS tracking of this broker was stopped (`POST /in-stocks/revoke-non-aa-tracking`). */
  non_aa_tracking_revoked: z.boolean(),
  non_aa_tracking_revoked_at: z.nullable(z.string()),
});

/** One broker card of "Your Brokers". */
const brokerSchema = z.object({
  ...brokerIdentity,
  client_id: z.string(),
  dp_id: z.string(),
  masked_demat_number: z.string(),
  holder_name: z.string(),
  linked_at: z.nullable(z.string()),
  /** When the holdings were last fetched from the depository. */
  last_synced_at: z.nullable(z.string()),
  stocks_count: z.int(),
  performance: performanceSchema,
  tracking: brokerTrackingSchema,
});

/** `GET /in-stocks/broker-details?client_ids=`: the brokers asked for (all when none). */
export const brokerDetailsSchema = z.object({
  /** Nothing linked (or nothing matched): show the sales page. */
  empty: z.boolean(),
  brokers: z.array(brokerSchema),
  /** Of the brokers listed. */
  performance: performanceSchema,
  client_ids_requested: z.array(z.string()),
  /** Requested ids that match none of the caller's linked brokers. */
  client_ids_not_found: z.array(z.string()),
});

export type Depository = z.infer<typeof depositorySchema>;
export type Performance = z.infer<typeof performanceSchema>;
export type BrokerTracking = z.infer<typeof brokerTrackingSchema>;
export type Broker = z.infer<typeof brokerSchema>;
export type BrokerDetails = z.infer<typeof brokerDetailsSchema>;
