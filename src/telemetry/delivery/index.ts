/**
 * Telemetry delivery: the one module that owns the outbox table's API (outbox.ts), the owner key
 * of a row (owner.ts), request building and sending (deliver.ts, transport.ts), what the page hands
 * the service worker (handoff.ts), the verdict on an answer (verdicts.ts), how the worker's sync
 * waits for the sending tab's lock (sync-lock.ts), the wire contract (wire.ts) and the constants
 * (constants.ts). The page's flusher (src/telemetry/), Log out (src/session/logout.ts) and the service
 * worker's Background Sync drain (sw/telemetry-sync.ts) all send through it. Worker-safe: it imports only the storage
 * backend, the shared zod types and itself; no DOM, no React, no bus.
 *
 * Why every record makes a round trip through IndexedDB before it is sent, instead of going
 * straight from the bus to `fetch`: durability. A record that is only in memory dies with the tab
 * (a close, a crash, the OS reclaiming a background webview) and with the network (offline, a
 * collector that is down). Written first, it survives all of these: the next start, another tab
 * or the service worker sends it later, and it leaves the outbox only when the sink acknowledged
 * it (or refused it for good). The sink de-duplicates by id, so a resend is never stored twice.
 */
export * from './constants';
export * from './deliver';
export * from './handed-over';
export * from './handoff';
export * from './outbox';
export * from './owner';
export * from './sync-lock';
export * from './transport';
export * from './verdicts';
export * from './wire';
