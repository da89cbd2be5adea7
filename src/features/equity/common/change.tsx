import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import Box from '@mui/material/Box';

import { formatSignedBps } from '@/domain/portfolio/change-text';
import { useFormat } from '@/i18n/use-format';

import { useChangeText } from './use-change-text';

export type ChangeProps = {
  amount: number;
  bps: number | null;
  compact?: boolean;
  /** Hide the arrow where space is short; the sign still tells the direction. */
  noArrow?: boolean;
  /** Let the percentage wrap under the amount in narrow columns. */
  wrap?: boolean;
  /** Percentage first and large, rupees under it (for rankings, which are by percentage). */
  stacked?: boolean;
  align?: 'left' | 'right';
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const COLOR = { gain: 'success.main', loss: 'error.main', flat: 'text.secondary' } as const;

/**
 * A gain or loss: arrow, signed rupees and signed percentage, coloured as a bonus. The direction is
 * in the text (+/−, and "Up"/"Down" for screen readers), never in the colour alone.
 */
export function Change(props: ChangeProps) {
  const {
    amount,
    bps,
    compact = false,
    noArrow = false,
    wrap = false,
    stacked = false,
    align = 'left',
  } = props;
  const format = useFormat();
  const change = useChangeText()(amount, bps, compact);
  const arrowSx = { ml: -0.5, mr: -0.25 };
  const arrow = noArrow ? null : change.direction === 'gain' ? (
    <ArrowDropUp fontSize="small" aria-hidden sx={arrowSx} />
  ) : change.direction === 'loss' ? (
    <ArrowDropDown fontSize="small" aria-hidden sx={arrowSx} />
  ) : null;
  const rupees = format.signedInr(amount, compact);
  const percent = bps === null ? null : formatSignedBps(bps);
  const bracketed = percent === null ? null : `(${percent})`;
  return (
    <Box
      component="span"
      sx={{
        color: COLOR[change.direction],
        fontVariantNumeric: 'tabular-nums',
        display: 'inline-flex',
        flexDirection: stacked ? 'column' : 'row',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        alignItems: stacked ? (align === 'right' ? 'flex-end' : 'flex-start') : 'center',
        justifyContent: align === 'right' ? 'flex-end' : 'flex-start',
        columnGap: 0.5,
        fontWeight: 600,
      }}
    >
      {/* Screen readers get the words ("Down ₹9,859.55, 1.74%"); the signed figures are for the eye. */}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {change.spoken}
      </Box>
      {stacked ? (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
          >
            {arrow}
            {percent ?? rupees}
          </Box>
          {percent !== null && (
            <Box
              component="span"
              aria-hidden
              sx={{ whiteSpace: 'nowrap', fontSize: '0.75rem', fontWeight: 500 }}
            >
              {rupees}
            </Box>
          )}
        </>
      ) : (
        <>
          {arrow}
          <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
            {rupees}
          </Box>
          {percent !== null && (
            <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
              {bracketed}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
