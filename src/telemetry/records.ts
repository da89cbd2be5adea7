/**
 * THE one place telemetry records are built: every bus event a channel
 * projects becomes its wire item here, and every value that came from the app goes through the
 * scrubber on the way. Nothing else writes a telemetry body, so the scrubbing test of this
 * function covers every channel.
 */
import type { AppEvent } from '@/events/app-events';
import type { Platform } from '@/native/platform';

import type { OutboxChannel } from './delivery';
import { scrubText, scrubValue } from './scrub';

/** One record for the outbox: its id (the bus event's UUIDv7, or derived from it), channel and body. */
export type TelemetryRecord = {
  id: string;
  channel: OutboxChannel;
  body: Record<string, unknown>;
};

/** What the records need to know about the session besides the event. */
export type RecordContext = {
  userId: string | null;
  platform: Platform;
  appVersion: string;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Scrubbed app-provided fields, as an object. */
function clean(value: unknown): Record<string, unknown> {
  const scrubbed = scrubValue(value);
  return typeof scrubbed === 'object' && scrubbed !== null && !Array.isArray(scrubbed)
    ? (scrubbed as Record<string, unknown>)
    : {};
}

function cleanText(value: string | null): string | null {
  return value === null ? null : scrubText(value);
}

/** The message of anything thrown. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The records one bus event produces (none for events no channel projects). Identify is not
 * decided here (it depends on what was identified before): see {@link identifyRecord}.
 */
export function recordsFor(event: AppEvent, ctx: RecordContext): TelemetryRecord[] {
  const ts = iso(event.ts);
  switch (event.name) {
    case 'analytics/user-event': {
      const p = event.payload;
      const body: Record<string, unknown> = {
        id: event.id,
        event_timestamp: ts,
        consent_handle_id: cleanText(p.consent_handle_id),
        bank_name: cleanText(p.bank_name),
        event_name: scrubText(p.event_name),
        event_type: p.event_type,
        page_name: scrubText(p.page_name),
        aa_source: p.aa_source,
        flow: p.flow,
      };
      if (p.properties !== undefined) body['properties'] = clean(p.properties);
      return [{ id: event.id, channel: 'user-events', body }];
    }
    case 'analytics/track': {
      const body: Record<string, unknown> = {
        id: event.id,
        event_name: scrubText(event.payload.event_name),
        event_Param: clean(event.payload.event_Param),
        ts,
        session_id: event.sessionId,
      };
      if (ctx.userId !== null) body['user_id'] = scrubText(ctx.userId);
      return [{ id: event.id, channel: 'track', body }];
    }
    case 'api_called': {
      const p = event.payload;
      const body = {
        id: event.id,
        method: p.method,
        url: scrubText(p.url),
        response_time_ms: p.response_time_ms,
        status: p.status,
        bytes: p.bytes,
        pathname: scrubText(p.pathname) || '/',
        host: p.host,
        platform: p.platform,
        ts,
      };
      return [{ id: event.id, channel: 'health', body }];
    }
    case 'error_reported': {
      const p = event.payload;
      return [errorEvent(event.id, ts, p.message, p.origin, p.status_code, p.user_seen_error, p.pathname)];
    }
    case 'error/caught': {
      const p = event.payload;
      return [errorEvent(event.id, ts, messageOf(p.error), p.origin, null, true, currentPath())];
    }
    case 'perf/metric': {
      const p = event.payload;
      const body = {
        id: event.id,
        page: scrubText(p.page) || '/',
        metric_name: p.metric_name,
        value: p.value,
        type: p.type,
        ts,
      };
      return [{ id: event.id, channel: 'newrelic', body }];
    }
    case 'log/written': {
      const p = event.payload;
      // docs/product.md#telemetry-channels: {ts, …fields, …extras}; our own keys win over fields of the same
      // name.
      const body = {
        ...clean(p.fields ?? {}),
        id: event.id,
        ts,
        level: p.level,
        message: scrubText(p.message),
        session_id: event.sessionId,
        platform: ctx.platform,
        app_version: ctx.appVersion,
      };
      return [{ id: event.id, channel: 'logs', body }];
    }
    default:
      return [];
  }
}

function errorEvent(
  id: string,
  ts: string,
  message: string,
  origin: string,
  statusCode: number | null,
  userSeen: boolean,
  pathname: string,
): TelemetryRecord {
  const body = {
    id,
    message: scrubText(message),
    origin: scrubText(origin) || 'unknown',
    status_code: statusCode,
    user_seen_error: userSeen,
    pathname: scrubText(pathname) || '/',
    ts,
  };
  return { id, channel: 'error-events', body };
}

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}

/**
 * The identify record for `userId` (docs/product.md#validation-rules: never without one), keyed by the bus
 * event's id.
 */
export function identifyRecord(
  eventId: string,
  eventTs: number,
  userId: string,
  ctx: RecordContext,
): TelemetryRecord {
  return {
    id: eventId,
    channel: 'identify',
    body: {
      id: eventId,
      user_id: scrubText(userId),
      traits: { platform: ctx.platform, app_version: ctx.appVersion },
      ts: iso(eventTs),
    },
  };
}
