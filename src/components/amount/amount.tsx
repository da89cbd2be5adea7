import Box from '@mui/material/Box';

import { formatInr } from '@/domain/money/format-indian';
import type { Paise } from '@/domain/money/paise';

export type AmountProps = {
  /** Integer paise. */
  value: Paise;
  /** Abbreviate with K, L and Cr (hover / screen readers get the full figure). */
  compact?: boolean;
  /** Colour gains green and losses red. */
  signed?: boolean;
};

/**
 * Every rupee amount on screen goes through here: Indian grouping, the ₹ sign, tabular figures so
 * columns line up, and the full amount for assistive tech when the visible one is abbreviated.
 */
export function Amount({ value, compact = false, signed = false }: AmountProps) {
  const text = formatInr(value, { compact });
  const full = formatInr(value);
  const color = signed ? (value > 0 ? 'success.main' : value < 0 ? 'error.main' : undefined) : undefined;
  return (
    <Box
      component="span"
      className="tabular-nums"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color }}
      {...(compact && text !== full ? { title: full, 'aria-label': full } : {})}
    >
      {text}
    </Box>
  );
}
