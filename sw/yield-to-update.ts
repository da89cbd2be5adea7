/**
 * While a page-facing event of this worker is held open (a hand-off being sent, a Background Sync
 * draining), Chromium does not activate a new version, even one told to skip waiting: a telemetry
 * POST held 30 s kept the update prompt's Reload waiting 31 s (the update test, about 1 run in 10
 * under load, where hand-offs follow each other). When the page's customer asks for the new version
 * (`SKIP_WAITING`, sent to this worker too), the events it holds open end at once; their work goes
 * on as long as this worker lives. What it could not finish stays in the outbox (lease released
 * later), for the reloading page or the new worker to send.
 */

let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** What an event waits for: `work`, or a new version taking over, whichever comes first. */
export function untilUpdate(work: Promise<unknown>): Promise<unknown> {
  return Promise.race([work, released]);
}

/**
 * A new version was asked for: every event held by {@link untilUpdate} ends now, and later ones do
 * not hold this worker's events open either (it is about to be replaced; a worker started anew
 * holds them again). Only for the active worker, never the waiting one.
 */
export function yieldToUpdate(): void {
  release();
}
