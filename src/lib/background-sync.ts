/**
 * Background Sync (Chromium), the page's side, written once for the two queues that use it: asks
 * the service worker to drain the queue named by `tag` once the network is back, even if every tab
 * is closed by then (sw/background-sync.ts). Without a worker or without Background Sync it does
 * nothing: the next page load sends instead.
 */

/** Background Sync's part of a registration (not in every lib.dom). */
type WithSync = { sync?: { register: (tag: string) => Promise<void> } };

/** Registers a sync of `tag`. Never rejects. */
export function askForBackgroundSync(tag: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as unknown as WithSync | undefined)?.sync?.register(tag))
    .catch(() => undefined);
}
