/**
 * Asks the service worker for a Background Sync (Chromium) when telemetry could not leave, so the
 * outbox drains once the network is back even if every tab is closed by then (sw/telemetry-sync.ts).
 * Without a worker or without Background Sync it does nothing: the next page load sends instead.
 */
import { TELEMETRY_SYNC_TAG } from './delivery';

/** Background Sync's part of a registration (not in every lib.dom). */
type WithSync = { sync?: { register: (tag: string) => Promise<void> } };

let lastAsked = 0;

/** Registers the sync at most every 10 s. Never rejects. */
export function requestBackgroundSync(now = Date.now()): void {
  if (now - lastAsked < 10_000) return;
  lastAsked = now;
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  void container
    .getRegistration()
    .then((registration) =>
      (registration as unknown as WithSync | undefined)?.sync?.register(TELEMETRY_SYNC_TAG),
    )
    .catch(() => undefined);
}
