/**
 * Flushes on `pagehide` and when the tab is hidden (`pagehide` comes first on close and navigation;
 * the second event finds nothing new). Only the sending tab flushes; rows sent here stay in the
 * outbox until an answer acknowledges them.
 */
import { ack, postAtUnload, verdictFor } from '@/api/telemetry-delivery';

import type { UnsentRows } from './pipeline';
import { planUnload, sendUnloadPlan } from './unload';

export type UnloadOptions = {
  baseUrl: string;
  unsent: UnsentRows;
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
};

export function flushAtUnload(options: UnloadOptions): void {
  const inFlight = new Set<string>();
  const flush = () => {
    const rows = options.unsent.known().filter((row) => !inFlight.has(row.id) && !options.inFlight(row.id));
    if (rows.length === 0) return;
    if (!options.isSender()) {
      options.onLeftover();
      return;
    }
    const plan = planUnload(rows, options.baseUrl, options.authorization());
    const sent = sendUnloadPlan(plan, postAtUnload, (item, answer) => {
      const ids = item.rows.map((row) => row.id);
      for (const id of ids) inFlight.delete(id);
      if (verdictFor(answer, ids.length, 0, Date.now(), 0).kind !== 'ack') return;
      options.unsent.forget(ids);
      void ack(ids);
    });
    let count = 0;
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
