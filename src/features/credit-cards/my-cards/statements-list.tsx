import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';

import { cardStatementsQueryOptions } from '@/api/endpoints/credit-cards';
import type { CardStatement } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { StatementStatusChip } from '@/features/credit-cards/status-chip';
import { useFormat } from '@/i18n/use-format';

import { SectionPending } from './section-pending';

const LOADING = defineMessage({ id: 'creditCards.statements.loading', defaultMessage: 'Loading statements' });

/** A card's statements, newest first; a locked one offers its unlock right there. */
export function StatementsList({
  cardId,
  onUnlock,
}: {
  cardId: string;
  onUnlock: (s: CardStatement) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const query = useQuery(cardStatementsQueryOptions(cardId));
  const periodOf = (s: CardStatement) =>
    `${format.dayMonth(s.period_start)} – ${format.dayMonthYear(s.period_end)}`;
  if (query.data === undefined) {
    return <SectionPending query={query} loading={LOADING} rowHeight={48} />;
  }
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'creditCards.statements.label', defaultMessage: 'Statements' })}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {query.data.statements.map((s) => (
        <Box
          component="li"
          key={s.statement_id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {periodOf(s)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              <FormattedMessage
                id="creditCards.statements.dueOn"
                defaultMessage="{amount} · due {date}"
                values={{
                  amount: <Amount value={paise(s.total_due_paise)} />,
                  date: format.dayMonth(s.due_date),
                }}
              />
            </Typography>
          </Box>
          {s.locked ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<LockOutlined />}
              onClick={() => onUnlock(s)}
              aria-label={intl.formatMessage(
                {
                  id: 'creditCards.statements.unlockLabel',
                  defaultMessage: 'Unlock statement {from} – {to}',
                },
                { from: format.dayMonth(s.period_start), to: format.dayMonthYear(s.period_end) },
              )}
            >
              <FormattedMessage id="creditCards.statement.unlock" defaultMessage="Unlock" />
            </Button>
          ) : (
            <StatementStatusChip status={s.status} />
          )}
        </Box>
      ))}
    </Box>
  );
}
