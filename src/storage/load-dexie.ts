/**
 * Dexie in its own chunk: the page loads it after the first paint (backend.ts). The service
 * worker's build swaps this file for `load-dexie.worker.ts` (vite.config.ts): a classic worker
 * script has no dynamic `import()`, and the worker needs Dexie at once anyway.
 */
export const loadDexieModule = () => import('./db');
