/**
 * What telemetry loads after it has started, each by `import()` so none of it weighs on the entry
 * chunk: web vitals, error tracking (`@sentry/react`) and, in test builds only, the test hook.
 */
import { env } from '@/config/env';
import { whenIdle } from '@/lib/when-idle';

import { takeEarlyErrors } from './early-errors';
import { setErrorTracker, type ErrorTracker } from './error-tracking';
import type { Telemetry } from './start';

/** `VITE_SENTRY_DSN` at build time; empty means the sandbox's envelope endpoint on the gateway. */
const SENTRY_DSN = (import.meta.env.VITE_SENTRY_DSN as string | undefined) ?? '';

export function startExtras(telemetry: Telemetry): void {
  // Test builds only (`VITE_TEST_HOOKS=true`): the constant is false in production, so the
  // bundler drops this branch and the hook's chunk is never emitted.
  if (import.meta.env.VITE_TEST_HOOKS === 'true') {
    void import('./test-hook').then(({ installTestHook }) => installTestHook(telemetry));
  }
  void import('./vitals')
    .then(({ startVitals }) => startVitals())
    .catch((error: unknown) => console.warn('Web vitals could not load', error));
  whenIdle(
    () => {
      void import('./sentry')
        .then(({ defaultDsn, initSentry }) => {
          const tracker = initSentry({
            dsn: SENTRY_DSN === '' ? defaultDsn(env.VITE_GATEWAY_URL, window.location.origin) : SENTRY_DSN,
            release: env.VITE_APP_VERSION,
            environment: import.meta.env.MODE,
            replayDraw: replayDraw(),
          });
          // Sentry's global handlers are in place now: hand over what was thrown before it came.
          reportEarlyErrors(tracker, takeEarlyErrors());
          setErrorTracker(tracker);
        })
        .catch((error: unknown) => console.warn('Error tracking could not load', error));
    },
    5000,
    1000,
  );
}

/** A fair draw; in test builds an end-to-end test may fix it first (`window.__koshReplayDraw`). */
function replayDraw(): number {
  if (import.meta.env.VITE_TEST_HOOKS === 'true') {
    const fixed = (window as Window & { __koshReplayDraw?: unknown }).__koshReplayDraw;
    if (typeof fixed === 'number') return fixed;
  }
  return Math.random();
}

/** Reports errors thrown before error tracking loaded (src/telemetry/early-errors.ts). */
function reportEarlyErrors(tracker: ErrorTracker, errors: readonly unknown[]): void {
  for (const error of errors)
    tracker.captureException(error, { origin: 'before-error-tracking', componentStack: null });
}
