import { useSyncExternalStore } from 'react';

import type { AppState } from './app-state';
import { getAppState, subscribeAppState } from './store';

/**
 * Reads a slice of the shared client state. The component re-renders only when the selected
 * value changes (by `Object.is`), so select primitives or stable references.
 */
export function useAppState<T>(selector: (state: AppState) => T): T {
  return useSyncExternalStore(
    subscribeAppState,
    () => selector(getAppState()),
    () => selector(getAppState()),
  );
}
