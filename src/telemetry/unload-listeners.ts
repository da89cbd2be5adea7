/**
 * Flushes on `pagehide` and when the tab is hidden (`pagehide` comes first on close and navigation;
 * the second event finds nothing new). Only the sending tab flushes; rows sent here stay in the
 * outbox until an answer acknowledges them.
 */
import { verdictFor } from '@/domain/telemetry/delivery';
import { ack } from '@/storage/outbox';

import type { Pipeline } from './pipeline';
import { postAtUnload } from './transport';
import { planUnload, sendUnloadPlan } from './unload';

export type UnloadOptions = {
  baseUrl: string;
  pipeline: Pipeline;
  isSender: () => boolean;
  /** Rows were left unsent (over budget, or this tab does not send): ask for a Background Sync. */
  onLeftover: () => void;
};

export function flushAtUnload(options: UnloadOptions): void {
  const inFlight = new Set<string>();
  const flush = () => {
    const rows = options.pipeline.known().filter((row) => !inFlight.has(row.id));
    if (rows.length === 0) return;
    if (!options.isSender()) {
      options.onLeftover();
      return;
    }
    const plan = planUnload(rows, options.baseUrl);
    const sent = sendUnloadPlan(plan, postAtUnload, (item, answer) => {
      const ids = item.rows.map((row) => row.id);
      for (const id of ids) inFlight.delete(id);
      if (verdictFor(answer, ids.length, 0, Date.now(), 0).kind !== 'ack') return;
      options.pipeline.forget(ids);
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
