import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

import { statementStatusLabel } from '@/domain/cards/card-text';
import type { StatementStatus } from '@/domain/cards/statement-status';

const COLOURS: Record<StatementStatus, 'success' | 'warning' | 'error' | 'default'> = {
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  DUE: 'default',
  OVERDUE: 'error',
};

/** A statement's status as a small coloured label. */
export function StatementStatusChip({ status }: { status: StatementStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      label={intl.formatMessage(statementStatusLabel(status))}
      color={COLOURS[status]}
      variant={status === 'DUE' ? 'outlined' : 'filled'}
      // White on the brand orange is 3.8:1, under the 4.5:1 small text needs: its darker shade.
      sx={COLOURS[status] === 'warning' ? { bgcolor: 'warning.dark' } : undefined}
    />
  );
}
