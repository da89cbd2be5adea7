import Typography from '@mui/material/Typography';

import { formatBpsPercent } from '@/domain/portfolio/percent-text';

/**
 * A slice's share of the whole, at the end of a breakdown row: bold, right-aligned, in tabular
 * numerals and a minimum width, so the percentages of a list line up.
 */
export function SharePercent({ bps }: { bps: number }) {
  return (
    <Typography
      variant="body2"
      sx={{ fontWeight: 700, minWidth: '3.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatBpsPercent(bps)}
    </Typography>
  );
}
