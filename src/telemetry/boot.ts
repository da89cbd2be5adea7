/**
 * The only telemetry code in the entry chunk: it keeps the events that happen before telemetry
 * has loaded (the first API calls, the user id, an early error) and starts telemetry by `import()`
 * once the page has loaded and is idle, so neither the entry chunk nor the first screen's main
 * thread carries it.
 */
import type { AppEvent } from '@/events/app-events';
import { events$ } from '@/events/bus';
import { afterFirstScreen } from '@/lib/first-screen';

/** Most events kept before telemetry starts (it starts within seconds; the projection ignores the rest). */
const EARLY_LIMIT = 2000;

let early: AppEvent[] | null = [];
const subscription = events$.subscribe((event) => {
  if (early !== null && early.length < EARLY_LIMIT) early.push(event);
});

/** The events kept so far, once: from then on telemetry listens to the bus itself. */
function takeEarlyEvents(): AppEvent[] {
  subscription.unsubscribe();
  const kept = early ?? [];
  early = null;
  return kept;
}

/**
 * Loads and starts telemetry once the page has loaded and its first screen is shown, when the
 * main thread is idle (lib/first-screen.ts): its code, Sentry and web vitals then run after the
 * first screen's own work, not inside it (LCP, TBT). What happens before is kept above and handed
 * over.
 */
export function startTelemetryWhenIdle(): void {
  const start = () =>
    void import('./start')
      .then(({ startTelemetry }) => startTelemetry(takeEarlyEvents()))
      .catch((error: unknown) => console.warn('Telemetry could not start', error));
  const startWhenShown = () => void afterFirstScreen(start);
  if (document.readyState === 'complete') startWhenShown();
  else window.addEventListener('load', startWhenShown, { once: true });
}
