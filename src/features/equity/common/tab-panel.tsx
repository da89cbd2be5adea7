import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`). */
function tabIds(group: string, value: string): { tab: string; panel: string } {
  return { tab: `${group}-tab-${value}`, panel: `${group}-panel-${value}` };
}

/** Props for an MUI `<Tab>` so it names and controls its panel. */
export function tabProps(group: string, value: string) {
  const ids = tabIds(group, value);
  return { value, id: ids.tab, 'aria-controls': ids.panel };
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
