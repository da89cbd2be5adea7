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
  reachable = value;
  update();
}

/** The current status (a stable object until it changes). */
export function getOnlineStatus(): OnlineStatus {
  return status;
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
