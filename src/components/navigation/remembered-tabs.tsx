import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { LazyPart } from '@/components/layout/lazy-part';

import { TabBar } from './tab-bar';
import { useRememberedTab } from './use-remembered-tab';

export type RememberedTabsProps<T extends string> = {
  /**
   * The prefs key of the screen (`banks`, `savings`), which also prefixes the tabs' and panels' ids:
   * `banks` gives `banks-tab-analytics`, `banks-panel-analytics`.
   */
  screen: string;
  tabs: readonly [T, ...T[]];
  /** Names the tab list, e.g. "Banks views". */
  label: string;
  tabLabel: (tab: T) => string;
  /** Read while the remembered tab is looked up; the screen's shape shows meanwhile. */
  loadingLabel: string;
  /** The selected tab's panel; a panel whose code is loaded when opened (`lazyNamed`) may suspend. */
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
          id: `${screen}-tab-${id}`,
          controls: `${screen}-panel-${id}`,
        }))}
        gutterBottom
      />
      <Box role="tabpanel" id={`${screen}-panel-${tab}`} aria-labelledby={`${screen}-tab-${tab}`}>
        <LazyPart>{children(tab)}</LazyPart>
      </Box>
    </>
  );
}
