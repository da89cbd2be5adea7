import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';

/**
 * A home section that is a heading over a list ("Needs attention", "What falls due"): while its
 * first answer loads, a block the list's size under the heading; with nothing in it, the section's
 * own words (`none`), so an empty section still says it was looked at. The block is the Skeleton
 * itself, not the shared BlockSkeleton: home loads no QueryGate, whose chunk holds BlockSkeleton,
 * so importing it here would split it into a chunk of its own on every screen that uses it.
 */
export function ListSection({
  id,
  heading,
  intro,
  empty,
  loading,
  loadingLabel,
  loadingHeight,
  none,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: ReactNode;
  /** A line under the heading that says what the list covers. */
  intro?: ReactNode;
  empty: boolean;
  loading: boolean;
  loadingLabel: string;
  loadingHeight: number;
  none: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2" sx={intro === undefined ? { mb: 1 } : undefined}>
        {heading}
      </Typography>
      {intro !== undefined && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {!empty ? (
        children
      ) : loading ? (
        <Skeleton variant="rounded" height={loadingHeight} aria-label={loadingLabel} />
      ) : (
        none
      )}
    </Box>
  );
}
