import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { BANKS_TABS, oneOf, type BanksTab } from '@/domain/spending/savings-view';
import { useStorageQuery } from '@/storage/hooks/use-storage-query';
import { getSelectedTab, setSelectedTab } from '@/storage/repositories/prefs';

const SCREEN = 'banks';
const LOADING = 'loading' as const;

/** The level-1 tab: the address's `tab`, else the one last chosen on this device, else Your Banks. */
export function useBanksTab(): [BanksTab | null, (next: BanksTab) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useStorageQuery(() => getSelectedTab(SCREEN), [], LOADING);
  const fromUrl = oneOf(BANKS_TABS, params.get('tab'));
  // Null while the stored choice is read: the screen never shows one tab, then jumps to another.
  const tab = fromUrl ?? (stored === LOADING ? null : (BANKS_TABS[stored ?? 0] ?? 'your_banks'));
  const select = useCallback(
    (next: BanksTab) => {
      void setSelectedTab(SCREEN, BANKS_TABS.indexOf(next));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, select];
}
