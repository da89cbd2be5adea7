/**
 * The channels as projections of the bus (docs/telemetry.md#channels): each event becomes its records (built
 * and scrubbed in records.ts), plus the side channels that are not HTTP: the native host's track-event
 * call inside a webview, and error tracking (Sentry) for reported and caught errors.
 */
import type { AppEvent } from '@/events/app-events';
import type { JsonObject } from '@/native/bridge';
import { getBridge } from '@/native/get-bridge';
import type { Platform } from '@/native/platform';

import { captureException, captureMessage, setErrorUser } from './error-tracking';
import { identifyRecord, recordsFor, type RecordContext, type TelemetryRecord } from './records';
import { scrubText, scrubValue } from './scrub';

export type ProjectionOptions = {
  platform: Platform;
  appVersion: string;
  /** Takes a built record into the outbox. */
  write: (record: TelemetryRecord) => void;
};

/** A handler for every bus event; it keeps the session facts (user id) the records need. */
export function project(options: ProjectionOptions): (event: AppEvent) => void {
  const ctx: RecordContext = { userId: null, platform: options.platform, appVersion: options.appVersion };
  let identified: string | null = null;

  return (event) => {
    try {
      if (event.name === 'state/user-id-set') {
        ctx.userId = event.payload.userId;
        setErrorUser(ctx.userId);
        // docs/product.md#validation-rules: identify once the id is known, never without one.
        if (ctx.userId !== null && ctx.userId !== identified) {
          identified = ctx.userId;
          options.write(identifyRecord(event.id, event.ts, ctx.userId, ctx));
        }
        return;
      }
      for (const record of recordsFor(event, ctx)) options.write(record);
      sideChannels(event, ctx.platform);
    } catch (error) {
      // Telemetry must never break the app that emits.
      console.warn('Telemetry: an event could not be projected', error);
    }
  };
}

function sideChannels(event: AppEvent, platform: Platform): void {
  switch (event.name) {
    case 'analytics/track':
      if (platform !== 'web') {
        const { event_name: name, event_Param: params } = event.payload;
        void getBridge().then((bridge) =>
          bridge.trackEvent(scrubText(name), scrubValue(params) as JsonObject),
        );
      }
      return;
    case 'error_reported': {
      const p = event.payload;
      captureMessage(scrubText(p.message), {
        origin: p.origin,
        status_code: p.status_code,
        user_seen_error: p.user_seen_error,
      });
      return;
    }
    case 'error/caught':
      captureException(event.payload.error, event.payload.origin, event.payload.componentStack);
      return;
    default:
      return;
  }
}
