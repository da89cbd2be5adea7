import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import type { TabItem } from '@/components/navigation/tab-bar';

/** The ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`). */
function tabIds(group: string, value: string): { tab: string; panel: string } {
  return { tab: `${group}-tab-${value}`, panel: `${group}-panel-${value}` };
}

/** A `TabBar` tab that names and controls its panel. */
export function tabItem<T extends string>(group: string, value: T, label: string): TabItem<T> {
  const ids = tabIds(group, value);
  return { value, label, id: ids.tab, controls: ids.panel };
}

/** The panel of the selected tab (only the selected one is rendered). */
export function TabPanel({ group, value, children }: { group: string; value: string; children: ReactNode }) {
  const ids = tabIds(group, value);
  return (
    <Box role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}
