/**
 * Runs `work` once the main thread is idle, and at the latest `timeoutMs` later; returns a cancel.
 * Work that no tap waits for (telemetry, Dexie, a chart just scrolled into view) goes here, so the
 * first screen's own tasks are not queued behind it. Safari has no `requestIdleCallback`: a timer
 * of `fallbackMs` stands in.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 500): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
