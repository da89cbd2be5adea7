import Chip from '@mui/material/Chip';
import { defineMessages, useIntl } from 'react-intl';

import type { EmiRow } from '@/api/schemas/insta-cash';

const LABELS = defineMessages({
  PAID: { id: 'instaCash.emiStatus.paid', defaultMessage: 'Paid' },
  DUE: { id: 'instaCash.emiStatus.due', defaultMessage: 'Due next' },
  OVERDUE: { id: 'instaCash.emiStatus.overdue', defaultMessage: 'Overdue' },
  UPCOMING: { id: 'instaCash.emiStatus.upcoming', defaultMessage: 'Upcoming' },
});

const LOOK: Record<
  EmiRow['status'],
  { color: 'success' | 'warning' | 'error' | 'default'; filled: boolean }
> = {
  PAID: { color: 'success', filled: false },
  DUE: { color: 'warning', filled: false },
  OVERDUE: { color: 'error', filled: true },
  UPCOMING: { color: 'default', filled: false },
};

/** An instalment's state; the overdue one is the only filled, red chip on the page. */
export function EmiStatusChip({ status }: { status: EmiRow['status'] }) {
  const intl = useIntl();
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      label={intl.formatMessage(LABELS[status])}
      color={look.color}
      variant={look.filled ? 'filled' : 'outlined'}
      // The brand orange is 3.8:1 on white: small text needs 4.5:1, so the outlined label takes the
      // darker (light theme) or lighter (dark theme) shade of it.
      sx={
        look.color === 'warning' && !look.filled
          ? (theme) => {
              const shade =
                theme.palette.mode === 'light' ? theme.palette.warning.dark : theme.palette.warning.light;
              return { color: shade, borderColor: shade };
            }
          : undefined
      }
    />
  );
}
