/**
 * Asks the service worker for a Background Sync when telemetry could not leave, so the outbox
 * drains once the network is back even if every tab is closed by then (sw/telemetry-sync.ts). The
 * asking itself is shared with the command queue (src/lib/background-sync.ts); telemetry asks at
 * most every 10 s, as a flusher that cannot reach the collector fails often.
 */
import { askForBackgroundSync } from '@/lib/background-sync';

import { TELEMETRY_SYNC_TAG } from './delivery';

let lastAsked = 0;

/** Registers the sync at most every 10 s. Never rejects. */
export function requestBackgroundSync(now = Date.now()): void {
  if (now - lastAsked < 10_000) return;
  lastAsked = now;
  askForBackgroundSync(TELEMETRY_SYNC_TAG);
}
