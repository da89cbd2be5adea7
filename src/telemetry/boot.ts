/**
 * The only telemetry code in the entry chunk: it keeps the events that happen before telemetry
 * has loaded (the first API calls, the user id, an early error) and starts telemetry by `import()`
 * once the page has painted and is idle, so the entry chunk stays within its budget.
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

/** Loads and starts telemetry after first paint, when the page is idle (at most 3 s later). */
export function startTelemetryWhenIdle(): void {
  const start = () =>
    void import('./start')
      .then(({ startTelemetry }) => startTelemetry(takeEarlyEvents()))
      .catch((error: unknown) => console.warn('Telemetry could not start', error));
  // Two frames: the first paint has happened by then.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
      else setTimeout(start, 500);
    }, 0),
  );
}
