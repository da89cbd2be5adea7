/**
 * Delivery of the offline command queue (docs/pwa.md, "Changes made offline"): the order and the
 * verdict on each answer (deliver.ts) and the HTTP request itself (send.ts). The queue's table
 * stays in src/storage/commands; sending is the api layer's job. The page
 * (src/api/offline-commands.ts) and the service worker (sw/command-sync.ts) both send through this
 * module, so it is worker-safe: it imports only the command table, the storage backend, domain
 * rules and itself.
 */
export * from './deliver';
export * from './send';
