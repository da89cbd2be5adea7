import { z } from 'zod/mini';

import { DEFAULT_AA_SOURCE } from '@/config/constants';

/**
 * Wire formats of every telemetry channel (docs/product.md#telemetry-channels): what the client's outbox
 * sends and the sandbox's sink accepts, plus the sink's answers. Every item carries a client-made `id` so a
 * retried batch is counted as a duplicate instead of being stored twice.
 */

/** The sink's channels, as `GET /sandbox/telemetry?channel=` names them. */
export const TELEMETRY_CHANNELS = [
  'user-events',
  'track',
  'identify',
  'health',
  'newrelic',
  'logs',
  'errors',
  'error-events',
] as const;
const telemetryChannelSchema = z.enum(TELEMETRY_CHANNELS);
export type TelemetryChannel = z.infer<typeof telemetryChannelSchema>;

/** Most items one batch may hold (the session recorder's batch size, docs/product.md#business-constants). */
const TELEMETRY_MAX_BATCH_ITEMS = 1000;

/** Account-aggregator partners an analytics event can name (docs/product.md#analytics-events). */
const AA_SOURCES = ['FINVU', 'CAMS', 'IGNOSIS'] as const;
/** Platforms a health event can come from (docs/product.md#telemetry-channels). */
const TELEMETRY_PLATFORMS = ['android', 'ios', 'web'] as const;
/** Levels of a client log line. */
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

const text = z.string().check(z.minLength(1), z.maxLength(512));
/** A client-made event id: a UUID in practice; any short non-empty string is accepted. */
const eventId = z.string().check(z.minLength(1), z.maxLength(128));
/** `new Date().toISOString()`; an explicit offset is accepted too. */
const isoTimestamp = z.iso.datetime({ offset: true });
const nonNegative = z.number().check(z.gte(0));
const nonNegativeInt = z.int().check(z.gte(0));

function batchOf<T extends z.core.$ZodType>(item: T) {
  return z.array(item).check(z.minLength(1), z.maxLength(TELEMETRY_MAX_BATCH_ITEMS));
}

/**
 * One analytics user-event of the linking flow (docs/product.md#analytics-events). `consent_handle_id` and
 * `bank_name` are null before a consent exists or a bank is chosen; other fields the screen adds are kept as
 * sent.
 */
const userEventSchema = z.looseObject({
  id: z.uuid(),
  event_timestamp: isoTimestamp,
  consent_handle_id: z.nullable(z.string().check(z.maxLength(256))),
  bank_name: z.nullable(z.string().check(z.maxLength(256))),
  event_name: text,
  event_type: z.enum(['page', 'click']),
  page_name: text,
  aa_source: z._default(z.enum(AA_SOURCES), DEFAULT_AA_SOURCE),
  flow: z.enum(['equity', 'savings']),
});

/** Body of `POST /tracking-service/onboard/user-events` (bearer token required). */
export const userEventsBatchSchema = z.object({ eventList: batchOf(userEventSchema) });

/** One analytics event (docs/product.md#analytics-events: `event_name` and `event_Param`). */
const trackEventSchema = z.object({
  id: eventId,
  event_name: text,
  event_Param: z.record(z.string(), z.unknown()),
  ts: isoTimestamp,
  user_id: z.optional(text),
  session_id: text,
});

/** Body of `POST /analytics/track`. */
export const trackBatchSchema = z.object({ events: batchOf(trackEventSchema) });

/**
 * Body of `POST /analytics/identify`: sent once a user id is known, never without one
 * (docs/product.md#validation-rules).
 */
export const identifySchema = z.object({
  id: eventId,
  user_id: text,
  traits: z.optional(z.record(z.string(), z.unknown())),
  ts: isoTimestamp,
});

/**
 * One API health event: every API call is reported (docs/product.md#telemetry-channels). `status` 0 means no
 * answer.
 */
const healthEventSchema = z.object({
  id: eventId,
  method: z.string().check(z.minLength(1), z.maxLength(16)),
  /** Already sanitized: no `token`/`authorization` query parameters. */
  url: z.string().check(z.minLength(1), z.maxLength(4096)),
  response_time_ms: nonNegative,
  status: z.int().check(z.gte(0), z.lte(599)),
  bytes: nonNegativeInt,
  pathname: z.string().check(z.minLength(1), z.maxLength(2048)),
  host: z.string().check(z.maxLength(256)),
  platform: z.enum(TELEMETRY_PLATFORMS),
  ts: isoTimestamp,
});

/** Body of `POST /frontend-webview/api/health`. */
export const healthBatchSchema = z.object({ events: batchOf(healthEventSchema) });

/** One performance beacon (docs/product.md#telemetry-channels: page, metric name, value and type). */
export const newrelicBeaconSchema = z.object({
  id: eventId,
  page: text,
  metric_name: text,
  value: z.number(),
  /** e.g. `web-vital`, `load-time`. */
  type: text,
  ts: z.optional(isoTimestamp),
});

/** A batch of performance beacons. */
export const newrelicBatchSchema = z.object({ events: batchOf(newrelicBeaconSchema) });

/** Body of `POST /api/client-json-logger` (header `Platform: web`): a log line plus any fields. */
export const clientLogSchema = z.looseObject({
  id: eventId,
  ts: isoTimestamp,
  level: z.optional(z.enum(LOG_LEVELS)),
  message: z.string().check(z.maxLength(16_384)),
});

/** Several lines at once: the logger also takes a JSON array of lines, so logs batch like every channel. */
export const clientLogBatchSchema = batchOf(clientLogSchema);

/**
 * The frontend-webview API error event of the generic error handler (docs/product.md#error-events): message,
 * origin, status code, whether the customer saw a message, and the page.
 */
const errorEventSchema = z.object({
  id: eventId,
  message: z.string().check(z.maxLength(16_384)),
  origin: text,
  status_code: z.nullable(z.int().check(z.gte(0), z.lte(599))),
  user_seen_error: z.boolean(),
  pathname: z.string().check(z.minLength(1), z.maxLength(2048)),
  ts: isoTimestamp,
});

/** Body of `POST /frontend-webview/api/error-event`. */
export const errorEventBatchSchema = z.object({ events: batchOf(errorEventSchema) });

/** Answer of every collector but Sentry's (202): newly stored items and repeats of known ids. */
export const collectorAnswerSchema = z.object({
  accepted: nonNegativeInt,
  duplicates: nonNegativeInt,
});
export type CollectorAnswer = z.infer<typeof collectorAnswerSchema>;

/** Answer of `POST /sentry/api/:project/envelope/`, as Sentry gives it (no id without an event). */
export const sentryEnvelopeAnswerSchema = z.object({ id: z.optional(z.string()) });
export type SentryEnvelopeAnswer = z.infer<typeof sentryEnvelopeAnswerSchema>;

/** What the sink's privacy guard looks for in every stored body. */
export const PII_FLAGS = ['bearer_token', 'mobile', 'pan', 'otp'] as const;
const piiFlagSchema = z.enum(PII_FLAGS);
export type PiiFlag = z.infer<typeof piiFlagSchema>;

/** One stored telemetry item. */
const telemetryRecordSchema = z.object({
  channel: telemetryChannelSchema,
  id: z.string(),
  received_at: z.string(),
  /** How many more times the same id arrived on this channel after the first. */
  duplicates: nonNegativeInt,
  /** The caller's user id when a valid bearer token came with the item. */
  user_id: z.nullable(z.string()),
  /** Personal data found in the body; the client's scrubbing must keep this empty. */
  pii_flags: z.array(piiFlagSchema),
  /** The item as received (a Sentry event's payload for `errors`). */
  body: z.unknown(),
});
export type TelemetryRecord = z.infer<typeof telemetryRecordSchema>;

/**
 * Answer of `GET /sandbox/telemetry?channel=&since=`: records in arrival order, those of one channel
 * and/or those received at or after `since` (an ISO instant) when asked.
 */
export const telemetryListSchema = z.object({
  records: z.array(telemetryRecordSchema),
  count: nonNegativeInt,
  /** Sum of `duplicates` over the records. */
  duplicate_total: nonNegativeInt,
  /** Records with at least one PII flag. */
  flagged_total: nonNegativeInt,
});
export type TelemetryList = z.infer<typeof telemetryListSchema>;
