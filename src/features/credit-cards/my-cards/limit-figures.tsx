import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

import { ProgressBar } from '@/components/feedback/progress-bar';
import { utilisationBand } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';
import { Figure } from '@/features/credit-cards/figure';

const BAND_COLOUR = { healthy: 'success', high: 'warning', 'very-high': 'error' } as const;

export type LimitFiguresProps = {
  /** "Total limit" across cards, "Limit" on one. */
  limitLabel: string;
  limitPaise: number;
  usedPaise: number;
  availablePaise: number;
  utilisationBps: number;
  /** Names the bar, e.g. "Limit used on card ending 1234". */
  barLabel: string;
  /** Space above the figures (MUI spacing units). */
  mt: number;
};

/** Limit, used and available side by side, and the share used as a bar coloured by its band. */
export function LimitFigures({
  limitLabel,
  limitPaise,
  usedPaise,
  availablePaise,
  utilisationBps,
  barLabel,
  mt,
}: LimitFiguresProps) {
  const intl = useIntl();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt }}>
        <Figure label={limitLabel} value={paise(limitPaise)} compact />
        <Figure
          label={intl.formatMessage({ id: 'creditCards.figure.used', defaultMessage: 'Used' })}
          value={paise(usedPaise)}
          compact
        />
        <Figure
          label={intl.formatMessage({ id: 'creditCards.figure.available', defaultMessage: 'Available' })}
          value={paise(availablePaise)}
          compact
        />
      </Box>
      <ProgressBar
        value={utilisationBps / 100}
        color={BAND_COLOUR[utilisationBand(utilisationBps)]}
        aria-label={barLabel}
        height={6}
        sx={{ mt: 1.5 }}
      />
    </>
  );
}
