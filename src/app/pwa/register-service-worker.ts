import { afterFirstScreen } from '@/lib/first-screen';

import { createExternalStore } from './external-store';
import { serviceWorkerUrl } from './trusted-types';

/** How often a long-lived tab asks for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Set when a new version waits: calling it activates the new worker, then the page reloads. */
export const pendingUpdate = createExternalStore<(() => void) | null>(null);

/**
 * Registers /sw.js with workbox-window once the first screen is shown and the page is idle: its
 * install downloads every asset, which must not compete with the first screen's chunks and data. A failure is only logged (docs/product.md#error-catalogue): the app works fully without a worker,
 * as in an iOS WKWebView outside App-Bound Domains.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () =>
    void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  afterFirstScreen(start, { idleMs: 5000 });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  // A TrustedScriptURL: the gateway's CSP requires Trusted Types for script sinks.
  const wb = new Workbox(serviceWorkerUrl());
  wb.addEventListener('waiting', () => {
    pendingUpdate.set(() => {
      // Reload once the new worker controls the page, so every chunk comes from one version.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
      // The worker in charge too: it ends the events it holds open (a hand-off being sent, a
      // sync), which would otherwise hold the new version back until they finish (sw/yield-to-update.ts).
      navigator.serviceWorker.controller?.postMessage({ type: 'SKIP_WAITING' });
    });
  });
  await wb.register();
  // A tab left open for days still hears of a new version: hourly, when it is shown again, and
  // when the network comes back (a check made offline fails quietly).
  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}
