import { type MessageDescriptor, useIntl } from 'react-intl';

import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { LinkingScreen, type LinkingScreenProps } from '@/features/linking/ui/linking-screen';

/**
 * A journey step while the stored journey is still being read from IndexedDB (a few milliseconds
 * on a reload or a deep link): the step's frame and title, and a skeleton of its content's shape.
 */
export function JourneyLoading({
  title,
  step,
  rows,
  label,
}: {
  title: string;
  step?: LinkingScreenProps['step'];
  /** How many rows the step's content has, so nothing jumps when it arrives. */
  rows: number;
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <LinkingScreen title={title} step={step}>
      <ListSkeleton rows={rows} label={intl.formatMessage(label)} />
    </LinkingScreen>
  );
}
