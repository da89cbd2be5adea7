import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useSelectedTab } from '@/storage/hooks/use-prefs';
import { setSelectedTab } from '@/storage/repositories/prefs';

/**
 * A screen's tab that this device remembers: the address's `?tab=` when it names one of `tabs`,
 * else the one last chosen on `screen` (prefs, by index), else the first. Choosing writes both, in
 * place (a tab is not a place to go back to). Null while the stored choice is read, so the screen
 * never shows one tab and then jumps to another.
 */
export function useRememberedTab<T extends string>(
  screen: string,
  tabs: readonly [T, ...T[]],
): [T | null, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useSelectedTab(screen);
  const fromUrl = params.get('tab');
  const tab = (tabs as readonly string[]).includes(fromUrl ?? '')
    ? (fromUrl as T)
    : stored === null
      ? null
      : (tabs[stored ?? 0] ?? tabs[0]);
  const select = useCallback(
    (next: T) => {
      void setSelectedTab(screen, tabs.indexOf(next));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [screen, tabs, setParams],
  );
  return [tab, select];
}
