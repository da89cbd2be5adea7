import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import type { CreditCards } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { utilisationBand } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';

import { Figure } from '../figure';

const BAND_COLOUR = { healthy: 'success', high: 'warning', 'very-high': 'error' } as const;

/** Totals across every linked card: limit, used, available and what the statements ask for. */
export function CardsSummary({ cards }: { cards: CreditCards }) {
  const percent = Math.min(100, cards.utilisation_bps / 100);
  const band = utilisationBand(cards.utilisation_bps);
  return (
    <Card component="section" aria-labelledby="cards-summary-heading" sx={{ p: 2 }}>
      <Typography id="cards-summary-heading" variant="overline" component="h2" color="text.secondary">
        All cards · {cards.cards.length} linked
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
        <Figure label="Total limit" value={paise(cards.total_limit_paise)} compact />
        <Figure label="Used" value={paise(cards.total_used_paise)} compact />
        <Figure label="Available" value={paise(cards.total_available_paise)} compact />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={BAND_COLOUR[band]}
        aria-label="Share of total limit used"
        sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {Math.round(percent)}% of your limit used
        {band === 'healthy' ? ' · under 30% keeps your credit score healthy' : ' · try to stay under 30%'}
      </Typography>
      {cards.total_outstanding_paise > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          To pay on current statements: <Amount value={paise(cards.total_outstanding_paise)} />
        </Typography>
      )}
    </Card>
  );
}
