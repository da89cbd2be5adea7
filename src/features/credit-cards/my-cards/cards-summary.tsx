import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CreditCards } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { utilisationBand } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';
import { Figure } from '@/features/credit-cards/figure';

const BAND_COLOUR = { healthy: 'success', high: 'warning', 'very-high': 'error' } as const;

/** Totals across every linked card: limit, used, available and what the statements ask for. */
export function CardsSummary({ cards }: { cards: CreditCards }) {
  const intl = useIntl();
  const percent = Math.min(100, cards.utilisation_bps / 100);
  const band = utilisationBand(cards.utilisation_bps);
  return (
    <Card component="section" aria-labelledby="cards-summary-heading" sx={{ p: 2 }}>
      <Typography id="cards-summary-heading" variant="overline" component="h2" color="text.secondary">
        <FormattedMessage
          id="creditCards.summary.heading"
          defaultMessage="All cards · {count} linked"
          values={{ count: cards.cards.length }}
        />
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
        <Figure
          label={intl.formatMessage({ id: 'creditCards.figure.totalLimit', defaultMessage: 'Total limit' })}
          value={paise(cards.total_limit_paise)}
          compact
        />
        <Figure
          label={intl.formatMessage({ id: 'creditCards.figure.used', defaultMessage: 'Used' })}
          value={paise(cards.total_used_paise)}
          compact
        />
        <Figure
          label={intl.formatMessage({ id: 'creditCards.figure.available', defaultMessage: 'Available' })}
          value={paise(cards.total_available_paise)}
          compact
        />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={BAND_COLOUR[band]}
        aria-label={intl.formatMessage({
          id: 'creditCards.summary.usedBar',
          defaultMessage: 'Share of total limit used',
        })}
        sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {band === 'healthy' ? (
          <FormattedMessage
            id="creditCards.summary.usedHealthy"
            defaultMessage="{percent}% of your limit used · under 30% keeps your credit score healthy"
            values={{ percent: Math.round(percent) }}
          />
        ) : (
          <FormattedMessage
            id="creditCards.summary.usedHigh"
            defaultMessage="{percent}% of your limit used · try to stay under 30%"
            values={{ percent: Math.round(percent) }}
          />
        )}
      </Typography>
      {cards.total_outstanding_paise > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <FormattedMessage
            id="creditCards.summary.toPay"
            defaultMessage="To pay on current statements: {amount}"
            values={{ amount: <Amount value={paise(cards.total_outstanding_paise)} /> }}
          />
        </Typography>
      )}
    </Card>
  );
}
