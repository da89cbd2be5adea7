/** Name of Kosh's IndexedDB database (one per origin); its own file so readers without Dexie can use it. */
export const DB_NAME = 'kosh';
