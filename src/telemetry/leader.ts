/**
 * One sending tab per origin (docs/telemetry.md#delivery-guarantees). With Web Locks, every tab asks for the
 * same exclusive lock and the one holding it is the sender until it closes; the browser hands the lock to the
 * next tab in line. Without Web Locks, tabs elect the oldest live tab over a BroadcastChannel with
 * heartbeats. With neither, the tab is alone as far as it can tell and sends.
 */

import { SENDER_LOCK } from './delivery';

const CHANNEL_NAME = 'kosh-telemetry-leader';
/** How often a tab says it is alive, and how long silence means it is gone. */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 3500;

export type Leadership = {
  isLeader: () => boolean;
  /** Gives leadership up (page going away for good). */
  release: () => void;
};

type LockManagerLike = {
  request: (name: string, options: { mode: 'exclusive' }, callback: () => Promise<void>) => Promise<unknown>;
};

type BroadcastLike = {
  postMessage: (message: unknown) => void;
  close: () => void;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type LeaderEnv = {
  locks?: LockManagerLike | undefined;
  createChannel?: ((name: string) => BroadcastLike) | undefined;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

/** Takes part in the election; `onLeader` runs once when this tab becomes the sender. */
export function electLeader(onLeader: () => void, env: LeaderEnv = browserEnv()): Leadership {
  if (env.locks !== undefined) return lockLeadership(env.locks, onLeader);
  if (env.createChannel !== undefined) return broadcastLeadership(env.createChannel, onLeader, env);
  onLeader();
  return { isLeader: () => true, release: () => undefined };
}

function browserEnv(): LeaderEnv {
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return {
    locks: typeof locks?.request === 'function' ? locks : undefined,
    createChannel:
      typeof BroadcastChannel === 'function'
        ? (name) => new BroadcastChannel(name) as unknown as BroadcastLike
        : undefined,
  };
}

function lockLeadership(locks: LockManagerLike, onLeader: () => void): Leadership {
  let leader = false;
  let releaseLock: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseLock = resolve;
  });
  locks
    .request(SENDER_LOCK, { mode: 'exclusive' }, async () => {
      leader = true;
      onLeader();
      // Held for the life of the page: the browser releases it when the page goes.
      await held;
      leader = false;
    })
    .catch((error: unknown) => console.warn('Telemetry: the sender lock failed', error));
  return { isLeader: () => leader, release: () => releaseLock() };
}

type Beat = { type: 'beat' | 'bye'; tab: string; since: number };

function isBeat(data: unknown): data is Beat {
  if (typeof data !== 'object' || data === null) return false;
  const beat = data as Partial<Beat>;
  return (
    (beat.type === 'beat' || beat.type === 'bye') &&
    typeof beat.tab === 'string' &&
    typeof beat.since === 'number'
  );
}

/** Oldest live tab wins (ties by id); a tab that stops beating is forgotten after the timeout. */
function broadcastLeadership(
  createChannel: (name: string) => BroadcastLike,
  onLeader: () => void,
  env: LeaderEnv,
): Leadership {
  const now = env.now ?? Date.now;
  const every = env.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const stop =
    env.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  const me = { tab: `${now()}-${Math.random().toString(36).slice(2)}`, since: now() };
  const others = new Map<string, { since: number; seen: number }>();
  const channel = createChannel(CHANNEL_NAME);
  let leader = false;
  let released = false;

  const decide = () => {
    if (released) return;
    const at = now();
    for (const [tab, info] of others) if (at - info.seen > HEARTBEAT_TIMEOUT_MS) others.delete(tab);
    const older = [...others].some(
      ([tab, info]) => info.since < me.since || (info.since === me.since && tab < me.tab),
    );
    if (!older && !leader) {
      leader = true;
      onLeader();
    } else if (older) leader = false;
  };
  channel.onmessage = ({ data }) => {
    if (!isBeat(data) || data.tab === me.tab) return;
    if (data.type === 'bye') others.delete(data.tab);
    else others.set(data.tab, { since: data.since, seen: now() });
    decide();
  };
  const beat = () => {
    channel.postMessage({ type: 'beat', ...me });
    decide();
  };
  channel.postMessage({ type: 'beat', ...me });
  // Give the others one heartbeat to answer before claiming leadership.
  const handle = every(beat, HEARTBEAT_MS);
  return {
    isLeader: () => leader,
    release: () => {
      released = true;
      leader = false;
      stop(handle);
      channel.postMessage({ type: 'bye', ...me });
      channel.close();
    },
  };
}
