import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { CardStatement, CreditCard } from '@/api/schemas/credit-cards';
import { utilisationBand } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';

import { Figure } from '../figure';
import { CardFace } from './card-face';
import { CurrentStatement } from './current-statement';
import { StatementsList } from './statements-list';

const BAND_COLOUR = { healthy: 'success', high: 'warning', 'very-high': 'error' } as const;

/** One card on "My Cards": its face, limits, current statement, and its past statements on demand. */
export function CardItem({
  card,
  onUnlock,
}: {
  card: CreditCard;
  onUnlock: (statement: CardStatement) => void;
}) {
  const [showStatements, setShowStatements] = useState(false);
  const percent = Math.min(100, card.utilisation_bps / 100);
  const listId = `statements-${card.card_id}`;
  return (
    <Card
      component="article"
      aria-label={`${card.issuer} ${card.card_name} ending ${card.last4}`}
      sx={{ p: 2 }}
    >
      <CardFace card={card} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 2 }}>
        <Figure label="Limit" value={paise(card.credit_limit_paise)} compact />
        <Figure label="Used" value={paise(card.used_paise)} compact />
        <Figure label="Available" value={paise(card.available_paise)} compact />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={BAND_COLOUR[utilisationBand(card.utilisation_bps)]}
        aria-label={`Limit used on card ending ${card.last4}`}
        sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {Math.round(percent)}% of limit used
      </Typography>
      {card.current_statement === null ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No statement yet: the first one arrives after your billing cycle closes.
        </Typography>
      ) : (
        <CurrentStatement cardId={card.card_id} statement={card.current_statement} onUnlock={onUnlock} />
      )}
      {(card.current_statement?.outstanding_paise ?? 0) > 0 && (
        <Button
          component={RouterLink}
          to={`/credit-cards?tab=bill-payment&pay=${encodeURIComponent(card.card_id)}`}
          variant="outlined"
          sx={{ mt: 1, mr: 1 }}
        >
          Pay bill
        </Button>
      )}
      <Button
        onClick={() => setShowStatements((shown) => !shown)}
        aria-expanded={showStatements}
        aria-controls={listId}
        sx={{ mt: 1, ml: -1 }}
      >
        {showStatements ? 'Hide past statements' : 'Past statements'}
      </Button>
      <Collapse in={showStatements} unmountOnExit>
        <Box id={listId}>
          <StatementsList cardId={card.card_id} onUnlock={onUnlock} />
        </Box>
      </Collapse>
    </Card>
  );
}
