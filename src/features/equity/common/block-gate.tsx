import { useIntl } from 'react-intl';

import { BlockSkeleton, type BlockSkeletonProps } from '@/components/feedback/list-skeleton';
import { type GateMessages, QueryGate, type QueryGateProps } from '@/components/feedback/query-gate';

type BlockGateProps<T, Empty extends T> = Omit<
  QueryGateProps<T, Empty>,
  'messages' | 'loading' | 'rows' | 'rowHeight' | 'header'
> & {
  /** The failure's title and, read while the blocks stand in, what is loading. */
  messages: Required<GateMessages>;
  /** The blocks the size of the cards, charts or rows to come. */
  blocks: Omit<BlockSkeletonProps, 'label'>;
};

/**
 * The equity sections are cards and charts, not rows: their gate waits with blocks of their size,
 * named by the section's own loading words.
 */
export function BlockGate<T, Empty extends T = never>({
  messages,
  blocks,
  ...gate
}: BlockGateProps<T, Empty>) {
  const intl = useIntl();
  return (
    <QueryGate
      {...gate}
      messages={messages}
      loading={<BlockSkeleton label={intl.formatMessage(messages.loading)} {...blocks} />}
    />
  );
}
