import Chip from '@mui/material/Chip';

import type { EmiRow } from '@/api/schemas/insta-cash';

const LOOK: Record<
  EmiRow['status'],
  { label: string; color: 'success' | 'warning' | 'error' | 'default'; filled: boolean }
> = {
  PAID: { label: 'Paid', color: 'success', filled: false },
  DUE: { label: 'Due next', color: 'warning', filled: false },
  OVERDUE: { label: 'Overdue', color: 'error', filled: true },
  UPCOMING: { label: 'Upcoming', color: 'default', filled: false },
};

/** An instalment's state; the overdue one is the only filled, red chip on the page. */
export function EmiStatusChip({ status }: { status: EmiRow['status'] }) {
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      label={look.label}
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
