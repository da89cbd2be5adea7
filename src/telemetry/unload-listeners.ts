/**
 * Flushes on `pagehide` and when the tab is hidden (`pagehide` comes first on close and navigation;
 * the second event finds nothing new). Only the sending tab flushes; rows sent here stay in the
 * outbox until an answer acknowledges them. The requests are handed to the service worker, which
 * outlives the page, sees the answer and acknowledges the rows: a keepalive answer dies with the
 * page, and the next sender sent those rows a second time (docs/telemetry.md). A request under the
 * session goes without its token (src/telemetry/delivery/handoff.ts), and only when the worker
 * can read this session's token; else it stays a keepalive request of the page.
 */
import { currentWorker } from './active-worker';
import { ack, handoffItemOf, postAtUnload, verdictFor } from './delivery';
import type { UnsentRows } from './pipeline';
import { planUnload, sendUnloadPlan, type UnloadRequest } from './unload';

export type UnloadOptions = {
  baseUrl: string;
  unsent: UnsentRows;
  /**
   * Starts writing the rows still waiting in the write-behind (pipeline.ts), before any is sent:
   * one the service worker acknowledges must already be in the outbox to leave it, and one left
   * unsent must be there for the next sender.
   */
  writeBuffered: () => void;
  /**
   * Whether the flusher's own request for this row is still on its way. Such rows are not sent a
   * second time at unload: both copies would arrive (a duplicate), and if the flusher's request
   * dies with the page the row is still in the outbox for the next sender.
   */
  inFlight: (id: string) => boolean;
  isSender: () => boolean;
  /** The current session: user-events leave only under it, and only that customer's rows. */
  authorization: () => string | null;
  /** Rows were left unsent (over budget, or this tab does not send): ask for a Background Sync. */
  onLeftover: () => void;
  /**
   * Whether the service worker can read this session's token (it is the stored one): only then do
   * requests under the session go to it.
   */
  sessionInWorker: () => boolean;
  /** Hands requests to the service worker (null: none controls the page). Never the token. */
  handOff?: ((items: readonly UnloadRequest[]) => boolean) | null;
};

/** The service worker's hand-off, or null without an active worker. */
function workerHandOff(): ((items: readonly UnloadRequest[]) => boolean) | null {
  const controller = currentWorker();
  if (controller === null) return null;
  return (items) => {
    try {
      controller.postMessage({
        type: 'TELEMETRY_HANDOFF',
        items: items.map((item) =>
          handoffItemOf(
            item.request,
            item.rows.map((row) => row.id),
          ),
        ),
      });
      return true;
    } catch {
      return false;
    }
  };
}

export function flushAtUnload(options: UnloadOptions): void {
  const inFlight = new Set<string>();
  const flush = () => {
    options.writeBuffered();
    const rows = options.unsent.known().filter((row) => !inFlight.has(row.id) && !options.inFlight(row.id));
    if (rows.length === 0) return;
    if (!options.isSender()) {
      options.onLeftover();
      return;
    }
    const plan = planUnload(rows, options.baseUrl, options.authorization());
    const handOff = options.handOff === undefined ? workerHandOff() : options.handOff;
    // Without a session, or under one the worker can send (it reads the same stored token).
    const toWorker =
      handOff === null
        ? []
        : plan.filter((item) => !('Authorization' in item.request.headers) || options.sessionInWorker());
    const handed = toWorker.length > 0 && handOff !== null && handOff(toWorker) ? toWorker : [];
    // Handed over: never answered here, so kept in `inFlight` for this page's life (the worker
    // acknowledges them in the outbox; a failed send leaves them there for the next sender).
    for (const item of handed) for (const row of item.rows) inFlight.add(row.id);
    const rest = plan.filter((item) => !handed.includes(item));
    const sent = sendUnloadPlan(rest, postAtUnload, (item, answer) => {
      const ids = item.rows.map((row) => row.id);
      for (const id of ids) inFlight.delete(id);
      if (verdictFor(answer, ids.length, 0, Date.now(), 0).kind !== 'ack') return;
      options.unsent.forget(ids);
      void ack(ids);
    });
    let count = handed.reduce((sum, item) => sum + item.rows.length, 0);
    for (const item of sent) {
      count += item.rows.length;
      for (const row of item.rows) inFlight.add(row.id);
    }
    if (count < rows.length) options.onLeftover();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
