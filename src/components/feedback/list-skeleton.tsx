import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';

import { Skeleton } from './skeleton';

export type ListSkeletonProps = {
  /** Read to screen readers while loading, e.g. "Loading your cards". */
  label: string;
  rows?: number;
  /** Height of one placeholder row in px. */
  rowHeight?: number;
  /** A taller block on top, where a summary card will be. */
  header?: boolean;
};

/** The shape of the content to come while it loads, so nothing jumps when it arrives. */
export function ListSkeleton({ label, rows = 3, rowHeight = 72, header = false }: ListSkeletonProps) {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={label}>
      {header && <Skeleton variant="rounded" height={132} />}
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: rowHeight - 32 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="35%" />
            </Stack>
            <Skeleton width={64} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export type BlockSkeletonProps = {
  /** Read to screen readers while loading, e.g. "Loading your brokers". */
  label: string;
  /** The height in px of each block, top to bottom: the cards, charts or rows to come. */
  heights: readonly number[];
  /** Space between the blocks, in theme spacing units. */
  spacing?: number;
};

/** Rounded blocks the size of what is coming (cards, charts), for content that is not a list of rows. */
export function BlockSkeleton({ label, heights, spacing = 2 }: BlockSkeletonProps) {
  return (
    <Stack spacing={spacing} role="status" aria-busy="true" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
