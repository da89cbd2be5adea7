import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A labelled figure: one term and its value. Render it inside a `<dl>` (a `Box component="dl"`);
 * the wrapping div is the grouping HTML allows there.
 */
export function Figure({
  label,
  children,
  align = 'left',
}: {
  label: string;
  children: ReactNode;
  /** Text alignment, optionally per breakpoint (`{ xs: 'right', md: 'left' }`). */
  align?: 'left' | 'right' | { xs: 'left' | 'right'; md: 'left' | 'right' };
}) {
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
