/**
 * The sending tab's flusher : per channel, a batch leaves when 50 records are waiting
 * or 5 s after the first one, whichever comes first; a failed channel waits out its backoff (or the
 * server's Retry-After) before it tries again; coming back online retries at once. It only reads
 * what is already in the outbox, so a record is always written before it is sent.
 */
import {
  BATCH_MAX_ITEMS,
  deliverRows,
  FLUSH_INTERVAL_MS,
  OUTBOX_CHANNELS,
  takeSendable,
  type OutboxChannel,
  type OutboxRow,
  type Post,
} from './delivery';

/** `full`: only whole batches (the count trigger); `all`: everything due; `force`: ignore backoff. */
type FlushMode = 'full' | 'all' | 'force';
const RANK: Record<FlushMode, number> = { full: 0, all: 1, force: 2 };

export type FlusherDeps = {
  post: Post;
  baseUrl: string;
  /** Whether this tab sends (holds the lock, or runs from memory). */
  isSender: () => boolean;
  /**
   * The current session (`Authorization`, null when signed out): user-events go only under it.
   * May be a promise: at page start the stored token is still being read, and a null then would
   * drop the customer's rows as signed out.
   */
  authorization: () => string | null | Promise<string | null>;
  now?: () => number;
  random?: () => number;
  /** Rows this flusher is about to send (the unload path may need them). */
  onRowsTaken?: (rows: readonly OutboxRow[]) => void;
  /** Rows whose request got an answer, whatever it was: they are no longer in flight. */
  onRowsAnswered?: (rows: readonly OutboxRow[]) => void;
  /** Rows that left the outbox (acknowledged or dead). */
  onRowsSettled?: (ids: readonly string[]) => void;
  /** Rows the sink refused for good. */
  onDead?: (channel: OutboxChannel, ids: readonly string[]) => void;
  /** A request got no answer (offline): a good moment to ask for a Background Sync. */
  onUnreachable?: () => void;
};

type ChannelState = {
  pending: number;
  timer: ReturnType<typeof setTimeout> | null;
  timerAt: number;
  inFlight: Promise<void> | null;
  rerun: FlushMode | null;
  blockedUntil: number;
};

export type Flusher = {
  /** `n` records of `channel` were written to the outbox (by this tab or another). */
  notify: (channel: OutboxChannel, n?: number) => void;
  flush: (channel: OutboxChannel, mode: FlushMode) => Promise<void>;
  flushAll: (mode: FlushMode) => Promise<void>;
  /** Records this flusher believes are waiting, per channel. */
  pending: (channel: OutboxChannel) => number;
  stop: () => void;
};

export function createFlusher(deps: FlusherDeps): Flusher {
  const now = deps.now ?? Date.now;
  const states = new Map<OutboxChannel, ChannelState>();
  const stateOf = (channel: OutboxChannel): ChannelState => {
    let state = states.get(channel);
    if (state === undefined) {
      state = { pending: 0, timer: null, timerAt: 0, inFlight: null, rerun: null, blockedUntil: 0 };
      states.set(channel, state);
    }
    return state;
  };

  const arm = (channel: OutboxChannel, at: number) => {
    const state = stateOf(channel);
    if (state.timer !== null && state.timerAt <= at) return;
    if (state.timer !== null) clearTimeout(state.timer);
    state.timerAt = at;
    state.timer = setTimeout(
      () => {
        state.timer = null;
        void flush(channel, 'all');
      },
      Math.max(0, at - now()),
    );
  };

  const disarm = (state: ChannelState) => {
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
  };

  async function run(channel: OutboxChannel, mode: FlushMode): Promise<void> {
    const state = stateOf(channel);
    if (mode === 'force') state.blockedUntil = 0;
    if (state.blockedUntil > now()) {
      arm(channel, state.blockedUntil);
      return;
    }
    disarm(state);
    for (;;) {
      const authorization = await deps.authorization();
      const rows = await takeSendable(channel, authorization, now(), mode === 'force' ? Infinity : now());
      if (rows.length === 0) {
        state.pending = 0;
        return;
      }
      if (mode === 'full' && rows.length < BATCH_MAX_ITEMS) {
        // Not a whole batch after all: the 5 s timer takes the rest.
        state.pending = rows.length;
        arm(channel, now() + FLUSH_INTERVAL_MS);
        return;
      }
      deps.onRowsTaken?.(rows);
      const result = await deliverRows(channel, rows, deps.post, {
        baseUrl: deps.baseUrl,
        authorization,
        now,
        random: deps.random ?? Math.random,
      });
      deps.onRowsAnswered?.(rows);
      const settled = [...result.acked, ...result.dead];
      if (settled.length > 0) deps.onRowsSettled?.(settled);
      if (result.dead.length > 0) deps.onDead?.(channel, result.dead);
      state.pending = Math.max(0, state.pending - settled.length);
      if (result.retryAt !== null) {
        state.blockedUntil = result.retryAt;
        if (result.unreachable) deps.onUnreachable?.();
        arm(channel, result.retryAt);
        return;
      }
      if (rows.length < BATCH_MAX_ITEMS) {
        if (state.pending > 0) arm(channel, now() + FLUSH_INTERVAL_MS);
        return;
      }
      if (mode === 'force') mode = 'all';
    }
  }

  function flush(channel: OutboxChannel, mode: FlushMode): Promise<void> {
    if (!deps.isSender()) return Promise.resolve();
    const state = stateOf(channel);
    if (state.inFlight !== null) {
      if (state.rerun === null || RANK[mode] > RANK[state.rerun]) state.rerun = mode;
      return state.inFlight;
    }
    const flight = run(channel, mode)
      .catch((error: unknown) => console.warn(`Telemetry: flushing ${channel} failed`, error))
      .finally(() => {
        state.inFlight = null;
        const again = state.rerun;
        state.rerun = null;
        if (again !== null) void flush(channel, again);
      });
    state.inFlight = flight;
    return flight;
  }

  return {
    notify(channel, n = 1) {
      const state = stateOf(channel);
      state.pending += n;
      if (!deps.isSender()) return;
      if (state.pending >= BATCH_MAX_ITEMS) void flush(channel, 'full');
      else arm(channel, Math.max(now() + FLUSH_INTERVAL_MS, state.blockedUntil));
    },
    flush,
    flushAll: (mode) =>
      Promise.all(OUTBOX_CHANNELS.map((channel) => flush(channel, mode))).then(() => undefined),
    pending: (channel) => stateOf(channel).pending,
    stop() {
      for (const state of states.values()) disarm(state);
    },
  };
}
