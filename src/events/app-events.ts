/**
 * The typed catalogue of everything that happens in the client
 * (ARCHITECTURE.md#the-event-sourced-core-srcevents). Each entry maps an event name to its payload; the bus
 * stamps id, timestamp and session id on top. Later features add their events here (user-events, beacons, …).
 */
import type { Platform } from '@/domain/host/platform';

import type { AppState, Toast } from './state/app-state';

/**
 * One finished API call (docs/product.md#telemetry-channels, health event), emitted by `request()` whatever
 * the outcome. Field names follow the health event's wire format so the telemetry projection only adds id and
 * ts.
 */
export type ApiCalledPayload = {
  method: string;
  /** Absolute URL of the call, sanitized: never a `token`/`authorization` parameter. */
  url: string;
  response_time_ms: number;
  /** HTTP status; 0 when no answer came (network failure, timeout, abort). */
  status: number;
  /** Size of the answer: its content-length, else the measured UTF-8 length of the body. */
  bytes: number;
  /** Path of the page that made the call (where the customer was). */
  pathname: string;
  /** Host the call went to (the gateway). */
  host: string;
  platform: Platform;
  /** How the call ended; `status` alone cannot tell a timeout from an abort. */
  outcome: 'ok' | 'http-error' | 'network-error' | 'timeout' | 'aborted' | 'contract-error';
};

/** An error worth reporting (docs/product.md#error-events; telemetry sends it on). */
export type ErrorReportedPayload = {
  message: string;
  /** Where it happened: a function, screen or flow name. */
  origin: string;
  /** The HTTP status when the error came from an API answer, else null. */
  status_code: number | null;
  /** Whether the customer was shown a message about it. */
  user_seen_error: boolean;
  /** Path of the page the customer was on. */
  pathname: string;
};

/**
 * One analytics user-event of the linking flow (docs/product.md#analytics-events, "Analytics event"). Emitted
 * by the linking screens; the telemetry user-events channel sends it to
 * `/tracking-service/onboard/user-events` with the bus event's id and timestamp as
 * `event_id`/`event_timestamp`.
 */
type UserEventPayload = {
  event_name: string;
  event_type: 'page' | 'click';
  /**
   * One of the 17 analytics page names of docs/product.md#linking-page-names (src/domain/aa/page-names.ts).
   */
  page_name: string;
  consent_handle_id: string | null;
  bank_name: string | null;
  aa_source: 'FINVU' | 'CAMS' | 'IGNOSIS';
  flow: 'equity' | 'savings';
  /** Extra, non-personal properties (never a token, PAN, phone number, OTP or account number). */
  properties?: Record<string, string | number | boolean | null>;
};

/**
 * One analytics track call (docs/product.md#analytics-events, "Analytics event payload"): to the analytics
 * service and, in a webview, the native track-event bridge.
 */
type AnalyticsTrackPayload = {
  event_name: string;
  event_Param: Record<string, string | number | boolean | null>;
};

/**
 * One performance measurement (docs/product.md#telemetry-channels, newrelic beacon): a web vital or the page
 * load time.
 */
type PerfMetricPayload = {
  /** Path of the page measured. */
  page: string;
  /** `LCP`, `INP`, `CLS`, `FCP`, `TTFB` or `page-load`. */
  metric_name: string;
  value: number;
  /** `web-vital` or `load-time`. */
  type: string;
};

/** One client log line for `/api/client-json-logger` (the telemetry logs channel). */
export type LogWrittenPayload = {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  /** Extra fields of the line; scrubbed with everything else before it is stored. */
  fields?: Record<string, string | number | boolean | null>;
};

/** An exception caught by the shell (the error boundary): error tracking gets the Error itself. */
type ErrorCaughtPayload = {
  error: unknown;
  /** Where it was caught, e.g. `error-boundary`. */
  origin: string;
  componentStack: string | null;
};

export type AppEventPayloads = {
  // Shared client state actions (docs/product.md#shared-client-state)
  'state/linking-script-status-changed': { finvuScriptStatus: AppState['finvuScriptStatus'] };
  /** The signed-in customer's id once `GET /user/basic/` answers; null after logout or a 401. */
  'state/user-id-set': { userId: string | null };
  // Toast banner (docs/product.md#toast-banner)
  'toast/added': { toast: Toast };
  'toast/shown': { id: string };
  'toast/removed': { id: string };
  // Platform facts, projected by telemetry (not state actions)
  api_called: ApiCalledPayload;
  error_reported: ErrorReportedPayload;
  // Analytics (telemetry channels project these; features only emit)
  'analytics/user-event': UserEventPayload;
  'analytics/track': AnalyticsTrackPayload;
  // Telemetry facts: measurements, log lines and caught exceptions
  'perf/metric': PerfMetricPayload;
  'log/written': LogWrittenPayload;
  'error/caught': ErrorCaughtPayload;
};

export type AppEventName = keyof AppEventPayloads;

/** One event as it travels on the bus. */
export type AppEvent = {
  [N in AppEventName]: {
    /** UUIDv7: sortable by time, and the sink de-duplicates on it. */
    id: string;
    name: N;
    /** Epoch milliseconds. */
    ts: number;
    sessionId: string;
    payload: AppEventPayloads[N];
  };
}[AppEventName];

export type AppEventOf<N extends AppEventName> = Extract<AppEvent, { name: N }>;
