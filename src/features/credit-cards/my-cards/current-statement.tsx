import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CardStatement } from '@/api/schemas/credit-cards';
import { dueInText, dueUrgency } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';
import { Figure } from '@/features/credit-cards/figure';
import { StatementStatusChip } from '@/features/credit-cards/status-chip';
import { useFormat } from '@/i18n/use-format';

import { Reveal } from './reveal';
import { StatementTransactions } from './statement-transactions';

/** The newest statement of a card: what is due, by when, and whether its PDF still needs a password. */
export function CurrentStatement({
  cardId,
  statement,
  onUnlock,
}: {
  cardId: string;
  statement: CardStatement;
  onUnlock: (statement: CardStatement) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const [showTransactions, setShowTransactions] = useState(false);
  const settled = statement.status === 'PAID';
  const late = dueUrgency(statement.days_to_due) === 'late' && !settled;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
          <FormattedMessage
            id="creditCards.statement.heading"
            defaultMessage="Statement {from} – {to}"
            values={{
              from: format.dayMonth(statement.period_start),
              to: format.dayMonth(statement.period_end),
            }}
          />
        </Typography>
        <StatementStatusChip status={statement.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
        <Figure
          label={intl.formatMessage({ id: 'creditCards.payOption.total', defaultMessage: 'Total due' })}
          value={paise(statement.outstanding_paise)}
        />
        <Figure
          label={intl.formatMessage({ id: 'creditCards.payOption.minimum', defaultMessage: 'Minimum due' })}
          value={paise(Math.max(0, statement.min_due_paise - statement.paid_paise))}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1, color: late ? 'error.main' : 'text.secondary', fontWeight: late ? 700 : 400 }}
      >
        <FormattedMessage
          id="creditCards.bill.dueLine"
          defaultMessage="{state} · due date {date}"
          values={{
            state: settled
              ? intl.formatMessage({ id: 'creditCards.bill.paidInFull', defaultMessage: 'Paid in full' })
              : intl.formatMessage(dueInText(statement.days_to_due), dueInText(statement.days_to_due).values),
            date: format.dayMonthYear(statement.due_date),
          }}
        />
      </Typography>
      {!statement.locked && (
        <>
          <Button
            size="small"
            onClick={() => setShowTransactions((shown) => !shown)}
            aria-expanded={showTransactions}
            sx={{ mt: 1, ml: -1 }}
          >
            {showTransactions ? (
              <FormattedMessage
                id="creditCards.statement.hideTransactions"
                defaultMessage="Hide transactions"
              />
            ) : (
              <FormattedMessage
                id="creditCards.statement.viewTransactions"
                defaultMessage="View transactions"
              />
            )}
          </Button>
          <Reveal shown={showTransactions}>
            <StatementTransactions cardId={cardId} statementId={statement.statement_id} />
          </Reveal>
        </>
      )}
      {statement.locked && (
        <Alert
          severity="info"
          icon={<LockOutlined fontSize="inherit" />}
          sx={{ mt: 1.5, alignItems: 'center' }}
          action={
            // One line: Hindi's "अनलॉक करें" would otherwise wrap beside the message.
            <Button
              color="inherit"
              size="small"
              onClick={() => onUnlock(statement)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="creditCards.statement.unlock" defaultMessage="Unlock" />
            </Button>
          }
        >
          <FormattedMessage
            id="creditCards.statement.locked"
            defaultMessage="This statement is password protected. Unlock it to see its transactions."
          />
        </Alert>
      )}
    </Box>
  );
}
