import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { cardStatementsQueryOptions } from '@/api/endpoints/credit-cards';
import type { CardStatement } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { errorTextOf } from '@/components/feedback/error-text';
import { dayMonthText, dayMonthYearText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';

import { StatementStatusChip } from '../status-chip';

/** A card's statements, newest first; a locked one offers its unlock right there. */
export function StatementsList({
  cardId,
  onUnlock,
}: {
  cardId: string;
  onUnlock: (s: CardStatement) => void;
}) {
  const query = useQuery(cardStatementsQueryOptions(cardId));
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <Box role="alert" sx={{ py: 1 }}>
          <Typography variant="body2">{errorTextOf(query.error)}</Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Box>
      );
    }
    return (
      <Box role="status" aria-label="Loading statements">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Statements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
              {dayMonthText(s.period_start)} – {dayMonthYearText(s.period_end)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <Amount value={paise(s.total_due_paise)} /> · due {dayMonthText(s.due_date)}
            </Typography>
          </Box>
          {s.locked ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<LockOutlined />}
              onClick={() => onUnlock(s)}
              aria-label={`Unlock statement ${dayMonthText(s.period_start)} – ${dayMonthYearText(s.period_end)}`}
            >
              Unlock
            </Button>
          ) : (
            <StatementStatusChip status={s.status} />
          )}
        </Box>
      ))}
    </Box>
  );
}
