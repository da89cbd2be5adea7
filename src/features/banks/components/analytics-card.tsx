import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import { SectionCard } from '@/components/layout/section-card';

/**
 * One card of the Analytics tab: its heading, the grey note under it (with the note's values), and
 * the gap that keeps it apart from the card above.
 */
export function AnalyticsCard({
  title,
  note,
  values = {},
  children,
}: {
  title: MessageDescriptor;
  note: MessageDescriptor;
  values?: Record<string, ReactNode>;
  children: ReactNode;
}) {
  return (
    <SectionCard
      title={<FormattedMessage {...title} />}
      note={<FormattedMessage {...note} values={values} />}
      sx={{ mt: 2 }}
    >
      {children}
    </SectionCard>
  );
}
