import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The small-capitals heading over a group of rows (popular banks, the accounts, Gmail tracking). */
export function SectionLabel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="overline" color="textSecondary" component="h2">
      {children}
    </Typography>
  );
}

/** A section named by its small-capitals heading, for screen readers as for the eye. */
export function LabelledSection({
  id,
  label,
  sx,
  children,
}: {
  /** The heading's id: unique on the screen. */
  id: string;
  label: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <SectionLabel id={id}>{label}</SectionLabel>
      {children}
    </Box>
  );
}
