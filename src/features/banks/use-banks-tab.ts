import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { BANKS_TABS, oneOf, type BanksTab } from '@/domain/spending/savings-view';
import { useSelectedTab } from '@/storage/hooks/use-prefs';
import { setSelectedTab } from '@/storage/repositories/prefs';

const SCREEN = 'banks';

/** The level-1 tab: the address's `tab`, else the one last chosen on this device, else Your Banks. */
export function useBanksTab(): [BanksTab, (next: BanksTab) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useSelectedTab(SCREEN, 0);
  const tab = oneOf(BANKS_TABS, params.get('tab')) ?? BANKS_TABS[stored] ?? 'your_banks';
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
