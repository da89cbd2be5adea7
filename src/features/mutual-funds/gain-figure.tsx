import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

import { formatSignedBps } from '@/domain/portfolio/change-text';
import { useFormat } from '@/i18n/use-format';

/**
 * A gain or loss named in words ("Gain", "Loss"), then the signed rupees and percentage: the word
 * carries the direction for every reader, the colour is a second cue.
 */
export function GainFigure({ gainPaise, bps }: { gainPaise: number; bps: number | null }) {
  const { signedInr } = useFormat();
  const direction = gainPaise > 0 ? 'gain' : gainPaise < 0 ? 'loss' : 'flat';
  return (
    <Box
      component="span"
      sx={{
        color: direction === 'gain' ? 'success.main' : direction === 'loss' ? 'error.main' : 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
      }}
    >
      <FormattedMessage
        id="mutualFunds.gain"
        defaultMessage="{direction, select, loss {Loss} other {Gain}} {amount}{percent, select, none {} other { ({percent})}}"
        values={{
          direction,
          amount: signedInr(gainPaise),
          percent: bps === null ? 'none' : formatSignedBps(bps),
        }}
      />
    </Box>
  );
}
