/**
 * Write-behind into the outbox: a record becomes an outbox row at once (in memory, so `emit` stays
 * cheap) and every row of the same task is written in one IndexedDB transaction right after
 * (a microtask). Only once written is a row announced (`onWritten`, the flusher's `notify`), so
 * nothing is sent before it is stored. The unsent rows this tab knows about live in an
 * {@link UnsentRows} ledger that the pipeline and the flusher share: the unload path sends from it.
 */
import { enqueueRows, type OutboxRow } from './delivery';

/** Most unsettled rows remembered for the unload path (the outbox itself has no limit). */
const MIRROR_LIMIT = 5000;

/** The unsettled rows this tab knows about (its own, and those its flusher took). */
export type UnsentRows = {
  known: () => OutboxRow[];
  remember: (rows: readonly OutboxRow[]) => void;
  forget: (ids: readonly string[]) => void;
};

export function createUnsentRows(): UnsentRows {
  const mirror = new Map<string, OutboxRow>();
  return {
    known: () => [...mirror.values()],
    remember(rows) {
      for (const row of rows) mirror.set(row.id, row);
      while (mirror.size > MIRROR_LIMIT) {
        const oldest = mirror.keys().next();
        if (oldest.done === true) break;
        mirror.delete(oldest.value);
      }
    },
    forget(ids) {
      for (const id of ids) mirror.delete(id);
    },
  };
}

export type Pipeline = {
  add: (row: OutboxRow) => void;
  /** Resolves once everything added so far is written. */
  whenWritten: () => Promise<void>;
};

/** Writes into the delivery module's outbox (`enqueueRows`); a bench may pass its own `write`. */
export function createPipeline(
  unsent: UnsentRows,
  onWritten: (rows: readonly OutboxRow[]) => void,
  write: (rows: readonly OutboxRow[]) => Promise<void> = enqueueRows,
): Pipeline {
  let buffer: OutboxRow[] = [];
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();

  const drain = () => {
    scheduled = false;
    const rows = buffer;
    buffer = [];
    unsent.remember(rows); // once per task, not per record: trims the ledger to its limit
    writing = writing
      .then(() => write(rows))
      .then(() => onWritten(rows))
      .catch((error: unknown) => console.warn('Telemetry: writing the outbox failed', error));
  };

  return {
    add(row) {
      buffer.push(row);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(drain);
      }
    },
    whenWritten: () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => writing),
  };
}
