/**
 * Uncaught errors and unhandled rejections from before `@sentry/react` has loaded. Sentry installs
 * its own global handlers only when it starts (once the first screen is shown, src/telemetry/extras.ts), so
 * without this an error in the first seconds (a chunk that fails to evaluate, a rejected promise
 * at boot) would never be reported. Part of the entry chunk: a few hundred bytes.
 */

/** Most errors kept: a page that throws in a loop should not fill memory before Sentry arrives. */
const EARLY_ERROR_LIMIT = 20;

let kept: unknown[] | null = null;

function keep(error: unknown): void {
  if (kept !== null && kept.length < EARLY_ERROR_LIMIT) kept.push(error);
}

function onError(event: ErrorEvent): void {
  // A resource that failed to load also fires `error`, but not on window with an ErrorEvent.
  keep(event.error ?? new Error(event.message));
}

function onRejection(event: PromiseRejectionEvent): void {
  keep(event.reason);
}

/** Starts keeping the page's uncaught errors (once; again after {@link takeEarlyErrors} is a no-op). */
export function keepEarlyErrors(target: Window = window): void {
  if (kept !== null) return;
  kept = [];
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  taken = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

let taken: (() => void) | null = null;

/**
 * The errors kept so far, once; stops keeping. Call it right after Sentry's own handlers are
 * installed, so that no error is reported twice and none falls between the two.
 */
export function takeEarlyErrors(): unknown[] {
  taken?.();
  taken = null;
  const errors = kept ?? [];
  kept = null;
  return errors;
}
