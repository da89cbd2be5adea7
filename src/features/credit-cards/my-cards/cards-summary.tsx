import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CreditCards } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { utilisationBand } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';

import { LimitFigures } from './limit-figures';

/** Totals across every linked card: limit, used, available and what the statements ask for. */
export function CardsSummary({ cards }: { cards: CreditCards }) {
  const intl = useIntl();
  const percent = Math.min(100, cards.utilisation_bps / 100);
  const band = utilisationBand(cards.utilisation_bps);
  return (
    <Card component="section" aria-labelledby="cards-summary-heading" sx={{ p: 2 }}>
      <Typography id="cards-summary-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage
          id="creditCards.summary.heading"
          defaultMessage="All cards · {count} linked"
          values={{ count: cards.cards.length }}
        />
      </Typography>
      <LimitFigures
        limitLabel={intl.formatMessage({
          id: 'creditCards.figure.totalLimit',
          defaultMessage: 'Total limit',
        })}
        limitPaise={cards.total_limit_paise}
        usedPaise={cards.total_used_paise}
        availablePaise={cards.total_available_paise}
        utilisationBps={cards.utilisation_bps}
        barLabel={intl.formatMessage({
          id: 'creditCards.summary.usedBar',
          defaultMessage: 'Share of total limit used',
        })}
        mt={1}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
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
