import { getNewsFilter, getSelectedPill, getSelectedTab } from '@/storage/repositories/prefs';

import { useStorageQuery } from './use-storage-query';

/** The tab last selected on `screen`, `fallback` until known or when none was. */
export function useSelectedTab(screen: string, fallback = 0): number {
  return useStorageQuery(
    async () => (await getSelectedTab(screen)) ?? fallback,
    [screen, fallback],
    fallback,
  );
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
