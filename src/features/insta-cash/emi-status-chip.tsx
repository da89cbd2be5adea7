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
    <Chip size="small" label={look.label} color={look.color} variant={look.filled ? 'filled' : 'outlined'} />
  );
}
