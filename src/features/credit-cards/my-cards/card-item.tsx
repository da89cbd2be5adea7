import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { CardStatement, CreditCard } from '@/api/schemas/credit-cards';

import { CardFace } from './card-face';
import { CurrentStatement } from './current-statement';
import { LimitFigures } from './limit-figures';
import { Reveal } from './reveal';
import { StatementsList } from './statements-list';

/** One card on "My Cards": its face, limits, current statement, and its past statements on demand. */
export function CardItem({
  card,
  onUnlock,
}: {
  card: CreditCard;
  onUnlock: (statement: CardStatement) => void;
}) {
  const intl = useIntl();
  const [showStatements, setShowStatements] = useState(false);
  const percent = Math.min(100, card.utilisation_bps / 100);
  const listId = `statements-${card.card_id}`;
  const cardText = `${card.issuer} ${card.card_name}`;
  return (
    <Card component="article" aria-labelledby={`${listId}-name`} sx={{ p: 2 }}>
      {/* The name holds the card's name, which is data: kept apart (translate="no") in a hidden element. */}
      <span id={`${listId}-name`} hidden>
        <FormattedMessage
          id="creditCards.card.label"
          defaultMessage="{card} ending {last4}"
          values={{
            card: <span translate="no">{cardText}</span>,
            last4: card.last4,
          }}
        />
      </span>
      <CardFace card={card} />
      <LimitFigures
        limitLabel={intl.formatMessage({ id: 'creditCards.figure.limit', defaultMessage: 'Limit' })}
        limitPaise={card.credit_limit_paise}
        usedPaise={card.used_paise}
        availablePaise={card.available_paise}
        utilisationBps={card.utilisation_bps}
        barLabel={intl.formatMessage(
          { id: 'creditCards.card.usedBar', defaultMessage: 'Limit used on card ending {last4}' },
          { last4: card.last4 },
        )}
        mt={2}
      />
      <Typography variant="caption" color="textSecondary" component="p">
        <FormattedMessage
          id="creditCards.card.used"
          defaultMessage="{percent}% of limit used"
          values={{ percent: Math.round(percent) }}
        />
      </Typography>
      {card.current_statement === null ? (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          <FormattedMessage
            id="creditCards.card.noStatement"
            defaultMessage="No statement yet: the first one arrives after your billing cycle closes."
          />
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
          <FormattedMessage id="creditCards.bill.pay" defaultMessage="Pay bill" />
        </Button>
      )}
      <Button
        onClick={() => setShowStatements((shown) => !shown)}
        aria-expanded={showStatements}
        aria-controls={listId}
        sx={{ mt: 1, ml: -1 }}
      >
        {showStatements ? (
          <FormattedMessage id="creditCards.card.hideStatements" defaultMessage="Hide past statements" />
        ) : (
          <FormattedMessage id="creditCards.card.pastStatements" defaultMessage="Past statements" />
        )}
      </Button>
      <Reveal shown={showStatements} id={listId}>
        <StatementsList cardId={card.card_id} onUnlock={onUnlock} />
      </Reveal>
    </Card>
  );
}
