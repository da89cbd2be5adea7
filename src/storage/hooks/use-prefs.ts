import { getNewsFilter, getSelectedPill, getSelectedTab } from '@/storage/repositories/prefs';

import { useStorageQuery } from './use-storage-query';

/**
 * The tab index last selected on `screen`: undefined when none was, null until the stored choice
 * is read (so a screen can wait rather than show one tab and jump to another).
 */
export function useSelectedTab(screen: string): number | undefined | null {
  return useStorageQuery(() => getSelectedTab(screen), [screen], null);
}

/** The pill last selected on `screen`, `fallback` until known or when none was. */
export function useSelectedPill(screen: string, fallback: string): string {
  return useStorageQuery(
    async () => (await getSelectedPill(screen)) ?? fallback,
    [screen, fallback],
    fallback,
  );
}

/** The news filter last chosen, `fallback` until known or when none was. */
export function useNewsFilter(fallback: string): string {
  return useStorageQuery(async () => (await getNewsFilter()) ?? fallback, [fallback], fallback);
}
