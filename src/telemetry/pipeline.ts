/**
 * Write-behind into the outbox: a record becomes an outbox row at once (in memory, so `emit` stays
 * cheap) and every row of the same task is written in one IndexedDB transaction right after
 * (a microtask). Only once written is a row announced to the flusher, so nothing is sent before
 * it is stored. The in-memory copy stays until the row settles: the unload path sends from it.
 */
import type { OutboxRow } from '@/storage/outbox';

/** Most unsettled rows remembered for the unload path (the outbox itself has no limit). */
const MIRROR_LIMIT = 5000;

export type Pipeline = {
  add: (row: OutboxRow) => void;
  /** Resolves once everything added so far is written. */
  whenWritten: () => Promise<void>;
  /** Unsettled rows this tab knows about (its own, and those its flusher took). */
  known: () => OutboxRow[];
  remember: (rows: readonly OutboxRow[]) => void;
  forget: (ids: readonly string[]) => void;
};

export function createPipeline(
  write: (rows: readonly OutboxRow[]) => Promise<void>,
  onWritten: (rows: readonly OutboxRow[]) => void,
): Pipeline {
  let buffer: OutboxRow[] = [];
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();
  const mirror = new Map<string, OutboxRow>();

  const remember = (rows: readonly OutboxRow[]) => {
    for (const row of rows) mirror.set(row.id, row);
    while (mirror.size > MIRROR_LIMIT) {
      const oldest = mirror.keys().next();
      if (oldest.done === true) break;
      mirror.delete(oldest.value);
    }
  };

  const drain = () => {
    scheduled = false;
    const rows = buffer;
    buffer = [];
    remember([]); // trims the mirror to its limit once per task, not per record
    writing = writing
      .then(() => write(rows))
      .then(() => onWritten(rows))
      .catch((error: unknown) => console.warn('Telemetry: writing the outbox failed', error));
  };

  return {
    add(row) {
      buffer.push(row);
      mirror.set(row.id, row);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(drain);
      }
    },
    whenWritten: () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => writing),
    known: () => [...mirror.values()],
    remember,
    forget(ids) {
      for (const id of ids) mirror.delete(id);
    },
  };
}
