/**
 * The only telemetry code in the entry chunk: it keeps the events that happen before telemetry
 * has loaded (the first API calls, the user id, an early error) and starts telemetry by `import()`
 * once the page has loaded and is idle, so neither the entry chunk nor the first screen's main
 * thread pays for it.
 */
import type { AppEvent } from '@/events/app-events';
import { events$ } from '@/events/bus';

/** Most events kept before telemetry starts (it starts within seconds; the projection ignores the rest). */
const EARLY_LIMIT = 2000;

let early: AppEvent[] | null = [];
const subscription = events$.subscribe((event) => {
  if (early !== null && early.length < EARLY_LIMIT) early.push(event);
});

/** The events kept so far, once: from then on telemetry listens to the bus itself. */
export function takeEarlyEvents(): AppEvent[] {
  subscription.unsubscribe();
  const kept = early ?? [];
  early = null;
  return kept;
}

/** Longest wait for `load` before telemetry starts anyway (a slow image must not hold it back). */
export const LOAD_WAIT_LIMIT_MS = 8000;

/**
 * Resolves once the page has loaded (`load` fired), or after `limitMs` if it has not by then.
 */
export function afterLoad(target: Window = window, limitMs = LOAD_WAIT_LIMIT_MS): Promise<void> {
  if (target.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = target.setTimeout(resolve, limitMs);
    target.addEventListener(
      'load',
      () => {
        target.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Loads and starts telemetry once the page has loaded and is idle (idle at most 3 s later).
 * Starting it earlier (after first paint, as before) put its evaluation, the outbox's IndexedDB
 * work and Sentry's in the middle of the first screen's own work: up to a few hundred ms of main
 * thread on a slowed CPU (docs/decisions/0014-first-screen-speed.md). Early events wait in the
 * buffer above; early uncaught errors in early-errors.ts.
 */
export function startTelemetryWhenIdle(): void {
  const start = () =>
    void import('./start')
      .then(({ startTelemetry }) => startTelemetry(takeEarlyEvents()))
      .catch((error: unknown) => console.warn('Telemetry could not start', error));
  void afterLoad().then(() =>
    // A macrotask after `load`: the load handlers (web vitals' load timing among them) run first.
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
      else setTimeout(start, 500);
    }, 0),
  );
}
