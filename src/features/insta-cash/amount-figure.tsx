import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';

const BOLD = { fontWeight: 700 } as const;
const SHRINKS = { minWidth: 0 } as const;

/**
 * A figure in a row of them (what is owed, an instalment's split, a withdrawal's EMI): its name
 * small in the secondary colour, the amount under it, bold unless `sx` says otherwise.
 */
export function AmountFigure({
  label,
  value,
  compact = false,
  variant = 'body1',
  sx = BOLD,
  shrink = false,
}: {
  label: ReactNode;
  /** Integer paise. */
  value: number;
  compact?: boolean;
  variant?: 'body1' | 'body2';
  /** The amount's style. */
  sx?: SxProps<Theme>;
  /** In a grid of narrow equal columns the figure may be narrower than its text. */
  shrink?: boolean;
}) {
  return (
    <Box sx={shrink ? SHRINKS : undefined}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography variant={variant} sx={sx}>
        <Amount value={paise(value)} compact={compact} />
      </Typography>
    </Box>
  );
}
