import Box from '@mui/material/Box';

import { visuallyHidden } from '@/components/a11y/visually-hidden';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { moneyInColor } from './money-in-color';
import { useSpokenInr } from './use-spoken-inr';

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
 * columns line up. Where the drawn form would be voiced badly (a minus sign read as "dash", an
 * abbreviated ₹43.2K), screen readers get the spoken form instead ("minus ₹548", the full figure):
 * an aria-label on a plain span is ignored by most of them, so the drawn text is hidden from them
 * and the spoken text hidden from the eye. A plain positive figure is read as drawn, and its text
 * stays one piece for copy and find-in-page.
 */
export function Amount({ value, compact = false, signed = false }: AmountProps) {
  const { inr } = useFormat();
  const spokenInr = useSpokenInr();
  const text = inr(value, { compact });
  const full = inr(value);
  const color = signed ? (value > 0 ? moneyInColor : value < 0 ? 'error.main' : undefined) : undefined;
  return (
    <Box
      component="span"
      className="tabular-nums"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color }}
      {...(compact && text !== full ? { title: full } : {})}
    >
      {value < 0 || text !== full || !Number.isFinite(value) ? (
        <>
          <span aria-hidden>{text}</span>
          <Box component="span" sx={visuallyHidden}>
            {spokenInr(value)}
          </Box>
        </>
      ) : (
        text
      )}
    </Box>
  );
}
