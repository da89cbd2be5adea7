/**
 * localStorage for caches: reading or writing never throws. A full disk (QuotaExceededError), a
 * blocked storage (SecurityError) or a webview without localStorage all mean "not persisted", never
 * a failure of the screen (docs/storage.md#the-data-cache).
 */
export type SyncStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
};

let warned = false;

function warnOnce(what: string, error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`localStorage ${what} failed; the data cache is not persisted`, error);
}

/** The page's localStorage, or null when touching it throws (some webviews, sandboxed frames). */
function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Wraps `storage` (default: the page's localStorage) so that no call throws. */
export function safeStorage(storage: Storage | null = pageStorage()): SyncStorage {
  return {
    getItem: (key) => {
      try {
        return storage?.getItem(key) ?? null;
      } catch (error) {
        warnOnce('read', error);
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage?.setItem(key, value);
      } catch (error) {
        warnOnce('write', error);
      }
    },
    removeItem: (key) => {
      try {
        storage?.removeItem(key);
      } catch (error) {
        warnOnce('removal', error);
      }
    },
  };
}
