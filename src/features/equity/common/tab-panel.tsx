import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import type { TabItem } from '@/components/navigation/tab-bar';

/** The ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`). */
function tabIds(group: string, value: string): { tab: string; panel: string } {
  return { tab: `${group}-tab-${value}`, panel: `${group}-panel-${value}` };
}

/**
 * A `TabBar`'s tabs, one for each label (a `defineMessages` block keyed by the tab's value) in the
 * block's order: each worded in the reader's language, naming and controlling its panel.
 */
export function panelTabs<T extends string>(
  intl: IntlShape,
  group: string,
  labels: Readonly<Record<T, MessageDescriptor>>,
): TabItem<T>[] {
  return (Object.keys(labels) as T[]).map((value) => {
    const ids = tabIds(group, value);
    const label: MessageDescriptor = labels[value];
    return { value, label: intl.formatMessage(label), id: ids.tab, controls: ids.panel };
  });
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
