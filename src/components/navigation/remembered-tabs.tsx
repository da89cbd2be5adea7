import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { ListSkeleton } from '@/components/feedback/list-skeleton';

import { TabBar } from './tab-bar';
import { useRememberedTab } from './use-remembered-tab';

export type RememberedTabsProps<T extends string> = {
  /** The prefs key of the screen (`banks`, `savings`). */
  screen: string;
  tabs: readonly [T, ...T[]];
  /** Names the tab list, e.g. "Banks views". */
  label: string;
  tabLabel: (tab: T) => string;
  /** Prefixes the tabs' and panels' ids: `banks` gives `banks-tab-analytics`, `banks-panel-analytics`. */
  idPrefix: string;
  /** Read while the remembered tab is looked up; the screen's shape shows meanwhile. */
  loadingLabel: string;
  /** The selected tab's panel. */
  children: (tab: T) => ReactNode;
};

/**
 * A screen's level-1 tabs, full width, the selected one remembered on this device and in the
 * address (`useRememberedTab`), with its panel below.
 */
export function RememberedTabs<T extends string>({
  screen,
  tabs,
  label,
  tabLabel,
  idPrefix,
  loadingLabel,
  children,
}: RememberedTabsProps<T>) {
  const [tab, selectTab] = useRememberedTab(screen, tabs);
  if (tab === null) return <ListSkeleton label={loadingLabel} header rows={3} />;
  return (
    <>
      <TabBar
        label={label}
        value={tab}
        onChange={selectTab}
        tabs={tabs.map((id) => ({
          value: id,
          label: tabLabel(id),
          id: `${idPrefix}-tab-${id}`,
          controls: `${idPrefix}-panel-${id}`,
        }))}
        gutterBottom
      />
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children(tab)}
      </Box>
    </>
  );
}
