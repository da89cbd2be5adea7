/**
 * Session replay, its own chunk: `sentry.ts` loads it only in a session drawn for replay, so the
 * three sessions in four that never record one do not download or evaluate its 41 KB (gzip).
 * Added to the running client as Sentry documents for a lazily loaded integration; the client's
 * `replaysSessionSampleRate` (1 in a drawn session) makes it record from the moment it is added.
 */
import { addIntegration, replayIntegration } from '@sentry/react';

export function startSessionReplay(): void {
  // No compression worker: the CSP allows workers from 'self' only, not the SDK's blob: URL.
  addIntegration(replayIntegration({ useCompression: false, maskAllText: true, blockAllMedia: true }));
}
