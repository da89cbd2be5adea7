/**
 * The service worker that telemetry hands its requests to, known ahead of need: `pagehide` has no
 * time to wait for `ready`. Not only the controller: on the first visit the worker is active but
 * controls no page yet.
 */
let activeWorker: ServiceWorker | null = null;
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.ready
    .then((registration) => {
      activeWorker = registration.active;
    })
    .catch(() => undefined);
}

/** The worker controlling this page, else the active one; null where there is none. */
export function currentWorker(): ServiceWorker | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.controller ?? activeWorker;
}
