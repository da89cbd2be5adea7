/**
 * `@sentry/react`, loaded lazily by the telemetry start (never in the entry chunk). The DSN comes
 * from `VITE_SENTRY_DSN`; by default it is the sandbox's envelope endpoint on the gateway
 * (`/sentry/api/1/envelope/`). Every event and breadcrumb passes the privacy scrubber before it
 * leaves. Session replay is recorded for 25 % of sessions (docs/product.md#business-constants):
 * only a session drawn for it loads the replay's chunk (`session-replay.ts`), at an idle moment
 * after error tracking has started, so its first snapshot of the page is a task of its own.
 */
import * as Sentry from '@sentry/react';

import { SESSION_REPLAY_SAMPLE_RATE } from '@/config/constants';
import { whenIdle } from '@/lib/when-idle';
import { yieldToMain } from '@/lib/yield-to-main';

import { release } from './delivery';
import type { ErrorTracker } from './error-tracking';
import { scrubValue } from './scrub';

/** The envelope media type the sandbox (and Sentry) accept for text and binary envelopes alike. */
const ENVELOPE_TYPE = 'application/x-sentry-envelope';

/** `http(s)://<key>@<host>/sentry/1`: Sentry's SDK posts it to `/sentry/api/1/envelope/`. */
export function defaultDsn(baseUrl: string, origin: string): string {
  const url = new URL(baseUrl === '' ? origin : baseUrl);
  return `${url.protocol}//kosh@${url.host}/sentry/1`;
}

function scrubbed<T>(value: T): T {
  return scrubValue(value) as T;
}

export type SentryOptions = {
  dsn: string;
  release: string;
  environment: string;
  /** In [0, 1): this session records a replay when below the sample rate. */
  replayDraw: number;
};

/**
 * Set up with the client: what catches an error, reports it and drops its repeats. Sentry's other
 * default integrations (wrapped browser APIs, breadcrumbs, the release-health session, culture and
 * conversation context) are added one a task after it (`addOneATask`): set up together they made
 * Sentry's start one task of 25 to 45 ms on a fast machine, most of it first-run code, which a
 * mid-range phone runs four times slower while the first screen is still answering taps.
 */
const AT_START = new Set([
  'EventFilters',
  'FunctionToString',
  'GlobalHandlers',
  'LinkedErrors',
  'Dedupe',
  'HttpContext',
]);

async function addOneATask(integrations: ReturnType<typeof Sentry.getDefaultIntegrations>): Promise<void> {
  for (const integration of integrations) {
    await yieldToMain();
    Sentry.addIntegration(integration);
  }
}

export function initSentry(options: SentryOptions): ErrorTracker {
  const replay = options.replayDraw < SESSION_REPLAY_SAMPLE_RATE;
  const defaults = Sentry.getDefaultIntegrations({});
  Sentry.init({
    defaultIntegrations: defaults.filter((integration) => AT_START.has(integration.name)),
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    // No keepalive: the browser allows ~64 KB of keepalive bodies in flight per page, and the
    // outbox's unload flush needs all of it (and keepalive requests never look finished to tools).
    transportOptions: { headers: { 'Content-Type': ENVELOPE_TYPE }, fetchOptions: { keepalive: false } },
    // Sentry reads only the status and headers; the body is released so the request can finish.
    transport: (transportOptions) =>
      Sentry.makeFetchTransport(transportOptions, (input, init) =>
        fetch(input, init).then((response) => {
          release(response);
          return response;
        }),
      ),
    replaysSessionSampleRate: replay ? 1 : 0,
    replaysOnErrorSampleRate: 0,
    beforeSend: (event) => scrubbed(event),
    beforeBreadcrumb: (breadcrumb) => scrubbed(breadcrumb),
  });
  void addOneATask(defaults.filter((integration) => !AT_START.has(integration.name)));
  if (replay)
    whenIdle(() => {
      void import('./session-replay')
        .then(({ startSessionReplay }) => startSessionReplay())
        .catch((error: unknown) => console.warn('Session replay could not load', error));
    }, 5000);
  return {
    captureException(error, { origin, componentStack }) {
      Sentry.withScope((scope) => {
        scope.setTag('origin', origin);
        if (componentStack !== null) scope.setContext('react', { componentStack });
        Sentry.captureException(error);
      });
    },
    captureMessage(message, context) {
      Sentry.withScope((scope) => {
        for (const [key, value] of Object.entries(context))
          scope.setTag(key, value === null ? 'null' : String(value));
        Sentry.captureMessage(message, 'error');
      });
    },
    setUser(userId) {
      Sentry.setUser(userId === null ? null : { id: userId });
    },
  };
}
