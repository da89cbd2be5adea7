/** The service worker's `load-dexie.ts`: Dexie bundled into the worker script (see that file). */
import * as db from './db';

export const loadDexieModule = () => Promise.resolve(db);
