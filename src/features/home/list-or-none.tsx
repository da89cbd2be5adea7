import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/**
 * A home list in its three states: a block its size while the first figures arrive, the card that
 * says there is nothing (`none`), else the list itself.
 */
export function ListOrNone({
  loading,
  empty,
  loadingLabel,
  loadingHeight,
  none,
  children,
}: {
  loading: boolean;
  empty: boolean;
  /** Read to screen readers while loading. */
  loadingLabel: string;
  /** The height in px of the block that stands in for the list. */
  loadingHeight: number;
  none: ReactNode;
  children: ReactNode;
}) {
  if (loading && empty)
    return <Skeleton variant="rounded" height={loadingHeight} aria-label={loadingLabel} />;
  return empty ? none : children;
}
