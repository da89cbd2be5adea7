/**
 * Write-behind into the outbox: a record becomes an outbox row at once (in memory, so `emit` stays
 * cheap) and the rows of a short burst are written in one IndexedDB transaction. A screen's load
 * emits one event per API call, over a second or so; writing each alone cost a Dexie read-write
 * transaction apiece (about fifteen on home, each with its change broadcast to other tabs), inside
 * the window where the page should answer taps. Only once written is a row announced
 * (`onWritten`, the flusher's `notify`), so nothing is sent before it is stored. The unsent rows
 * this tab knows about, buffered or written, live in an {@link UnsentRows} ledger that the
 * pipeline and the flusher share: the unload path writes the buffer at once and sends from it.
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

/** How long the first row of a burst waits for others before they are written together. */
const WRITE_BEHIND_MS = 500;

export type Pipeline = {
  add: (row: OutboxRow) => void;
  /** Starts writing what is buffered now: the unload path calls it before it sends. */
  writeNow: () => void;
  /** Writes what is buffered now and resolves once everything added so far is written. */
  whenWritten: () => Promise<void>;
};

/** Writes into the delivery module's outbox (`enqueueRows`); a bench may pass its own `write`. */
export function createPipeline(
  unsent: UnsentRows,
  onWritten: (rows: readonly OutboxRow[]) => void,
  write: (rows: readonly OutboxRow[]) => Promise<void> = enqueueRows,
): Pipeline {
  let buffer: OutboxRow[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const drain = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    writing = writing
      .then(() => write(rows))
      .then(() => onWritten(rows))
      .catch((error: unknown) => console.warn('Telemetry: writing the outbox failed', error));
  };

  return {
    add(row) {
      buffer.push(row);
      // Known at once, so a tab closed before the write still sends it (unload-listeners.ts).
      unsent.remember([row]);
      timer ??= setTimeout(drain, WRITE_BEHIND_MS);
    },
    writeNow: drain,
    // A microtask first: rows added later in the caller's task (a bus event's projections) count.
    whenWritten: () =>
      new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        drain();
        return writing;
      }),
  };
}
