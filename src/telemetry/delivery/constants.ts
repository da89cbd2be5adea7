/**
 * The numbers and names of telemetry delivery, written once. Pure values: the page, the service
 * worker and the sandbox import this file (the sandbox through wire.ts), so none of them repeats a
 * literal of its own.
 */

/** The Web Lock of the one sending tab; the service worker drains only when no tab holds it. */
export const SENDER_LOCK = 'kosh-telemetry-sender';
/** The Background Sync tag the page registers and the service worker answers. */
export const TELEMETRY_SYNC_TAG = 'kosh-telemetry-outbox';

/** Most records in one request: a batch leaves at 50 records or after the flush interval. */
export const BATCH_MAX_ITEMS = 50;
/** Largest body of one ordinary request (sendBeacon's limit is 64 KB; stay well under it). */
export const BATCH_MAX_BYTES = 50 * 1024;
/** A partial batch waits at most this long. */
export const FLUSH_INTERVAL_MS = 5000;
/**
 * What all unload-time requests of a page may carry together: browsers allow 64 KiB of keepalive
 * and beacon bodies in flight per page, so the page stays under it with room for headers.
 */
export const UNLOAD_BUDGET_BYTES = 60 * 1024;
/** Give up on one telemetry request after this long. */
export const TELEMETRY_REQUEST_TIMEOUT_MS = 90_000;

/** First retry delay; it doubles per attempt. */
export const BACKOFF_BASE_MS = 1000;
/** No computed backoff waits longer than this. */
export const BACKOFF_CAP_MS = 30_000;
/** A server's Retry-After is honoured up to this long; beyond it the value is taken as a mistake. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;
/** Rows older than this are dropped (and counted) instead of sent: nobody wants week-old beacons. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Where the error-reporting tunnel listens (Sentry's own transport, not the outbox). */
export const SENTRY_TUNNEL_ROOT = '/sentry';
