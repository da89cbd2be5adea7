import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Padding in theme spacing units, the same on every screen or from `sm` up. */
type BandPadding = number | { xs: number; sm: number };

/**
 * The brand band: a screen's head figure (a balance, a credit line) in white on the deep green, in
 * both colour schemes (contrast at least 7:1). Named by its heading when it is a section.
 */
export function BrandBand({
  component = 'section',
  labelledBy,
  px = 2.5,
  py = 2.5,
  children,
}: {
  component?: 'section' | 'header';
  /** The id of the heading that names the band. */
  labelledBy?: string;
  px?: BandPadding;
  py?: BandPadding;
  children: ReactNode;
}) {
  return (
    <Box
      component={component}
      aria-labelledby={labelledBy}
      sx={{
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0b3d2e 0%, #14563f 60%, #1f6f54 100%)',
        borderRadius: '20px',
        px,
        py,
        '& .MuiTypography-root': { color: 'inherit' },
      }}
    >
      {children}
    </Box>
  );
}
