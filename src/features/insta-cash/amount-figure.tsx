import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';

/** One total of the line (owed, received, interest): its name small and grey, the amount bold under it. */
export function AmountFigure({
  label,
  amountPaise,
  compact = false,
  alarm = false,
  dense = false,
  shrink = false,
}: {
  label: string;
  amountPaise: number;
  /** Short form (₹1.2L). */
  compact?: boolean;
  /** Shown in the error colour: an amount overdue. */
  alarm?: boolean;
  /** The amount in the smaller body text, inside a card of its own. */
  dense?: boolean;
  /** Three figures share a narrow row: each may shrink rather than widen the row. */
  shrink?: boolean;
}) {
  return (
    <Box sx={shrink ? { minWidth: 0 } : undefined}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography
        variant={dense ? 'body2' : undefined}
        sx={{ fontWeight: 700, color: alarm ? 'error.main' : undefined }}
      >
        <Amount value={paise(amountPaise)} compact={compact} />
      </Typography>
    </Box>
  );
}
