import { whenIdle } from './when-idle';

/**
 * "The first screen shows what it was opened for": from then on, and not before, the page starts
 * its deferred work (telemetry with Sentry and web vitals, Dexie, the offline queue, the service
 * worker's install). Started at the page's first idle moment instead, that work ran while the
 * screen still waited for its chunks and data, which it then competed with for the network and
 * the main thread (docs/decisions/0014-first-screen-speed.md, sixteenth pass).
 *
 * The data layer says when its first queries have settled; a page without one (signed out) says
 * so at `load`. Work waits at most `latestMs` either way: a query that never settles holds
 * nothing back for long.
 */
let shown = false;
const waiting = new Set<() => void>();

/** The first screen has its data (or has none to wait for): deferred work may start. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const start of [...waiting]) start();
}

/**
 * Runs `work` once the first screen is shown and the main thread is idle (at most `idleMs`
 * later), or `latestMs` after this call if the screen takes longer. Returns a cancel.
 */
export function afterFirstScreen(work: () => void, { idleMs = 3000, latestMs = 10_000 } = {}): () => void {
  let cancelIdle = () => {};
  const start = () => {
    if (!waiting.delete(start)) return;
    clearTimeout(timer);
    cancelIdle = whenIdle(work, idleMs);
  };
  waiting.add(start);
  const timer = setTimeout(start, latestMs);
  if (shown) start();
  return () => {
    waiting.delete(start);
    clearTimeout(timer);
    cancelIdle();
  };
}
