import { useSyncExternalStore } from 'react';

/** Whether the browser has a network, and since when it has had none (epoch ms; null while online). */
export type OnlineStatus = { online: boolean; offlineSince: number | null };

let browserOnline = typeof navigator === 'undefined' || navigator.onLine;
/** False once a real request failed for want of a network while the browser still claimed one. */
let reachable = true;
let status: OnlineStatus = { online: browserOnline, offlineSince: browserOnline ? null : Date.now() };
const listeners = new Set<() => void>();

function update(): void {
  const online = browserOnline && reachable;
  if (online === status.online) return;
  status = { online, offlineSince: online ? null : Date.now() };
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Listened to from the start, so `offlineSince` is the moment the network went, not a later render.
  window.addEventListener('online', () => {
    browserOnline = true;
    reachable = true;
    update();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    update();
  });
}

/**
 * What real requests found: the service worker reports a request that failed for want of a
 * network (`navigator.onLine` stays true behind a captive portal or a dead Wi-Fi) and the next
 * one that got through.
 */
export function setNetworkReachable(value: boolean): void {
  if (reachable === value) return;
  reachable = value;
  update();
  if (!value) scheduleProbe();
}

/** Same-origin, tiny, never answered by the service worker (the query keeps it out of the precache). */
const PROBE_URL = '/manifest.webmanifest?reachability';
const PROBE_EVERY_MS = 10_000;
let probeTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Asks the network directly whether it is there. A page reloaded in flight mode may paint
 * everything from its caches without one request failing, while some browsers still report
 * `navigator.onLine` true: without this probe the offline banner would never show.
 */
async function probeNetwork(): Promise<boolean> {
  if (typeof fetch !== 'function' || typeof window === 'undefined') return true;
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** While requests find no network but the browser claims one, look again now and then. */
function scheduleProbe(): void {
  if (probeTimer !== null || typeof window === 'undefined') return;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    if (reachable || !browserOnline) return;
    void probeNetwork().then((ok) => setNetworkReachable(ok));
  }, PROBE_EVERY_MS);
}

/** Once per page load: checks what `navigator.onLine` claims with one real request. */
export function checkReachabilityOnce(): void {
  if (!browserOnline) return;
  void probeNetwork().then((ok) => {
    if (browserOnline) setNetworkReachable(ok);
  });
}

/** The current status (a stable object until it changes). */
export function getOnlineStatus(): OnlineStatus {
  return status;
}

/** Calls `listener` whenever the status changes; returns the unsubscribe. */
export function subscribeOnlineStatus(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the network is there, re-rendering only when that changes: the browser's own online
 * status, corrected by what the service worker saw of real requests (without a worker, only the
 * browser's). A failed call still has to be handled where it happens.
 */
export function useOnlineStatus(): OnlineStatus {
  return useSyncExternalStore(subscribe, getOnlineStatus, getOnlineStatus);
}
