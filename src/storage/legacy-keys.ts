/**
 * The localStorage keys where the product kept its working data before IndexedDB (docs/storage.md).
 * Listed apart from their migration so that start-up can look for them without downloading it:
 * nearly every start finds none.
 */
const LEGACY_KEYS = [
  'selectedTabs',
  'accountsToBeLinked',
  'accountsToBeTracked',
  'otpScreensRemaining',
  'panNumber',
  'redirectionData',
  'consentUserDetails',
] as const;

export type LegacyKey = (typeof LEGACY_KEYS)[number];

/** The page's localStorage, or null where reading it throws (some webviews, blocked storage). */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether `storage` holds any legacy key (false when it cannot be read). */
export function hasLegacyKeys(storage: Storage | null = pageStorage()): boolean {
  if (storage === null) return false;
  try {
    return LEGACY_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}
