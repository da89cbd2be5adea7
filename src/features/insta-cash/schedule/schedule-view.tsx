import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';

import { withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import type { Withdrawal } from '@/api/schemas/insta-cash';
import { useSearchParam } from '@/components/navigation/use-search-param';
import { monthKeyOf } from '@/domain/dates/month';
import { LineGate, NoLine } from '@/features/insta-cash/no-line';
import { type Format, useFormat } from '@/i18n/use-format';

import { WithdrawalSchedule } from './withdrawal-schedule';

const GATE = defineMessages({
  error: { id: 'instaCash.schedule.loadError', defaultMessage: 'Your EMI schedule could not load' },
  loading: { id: 'instaCash.schedule.loading', defaultMessage: 'Loading your EMI schedule' },
});

/** The withdrawal whose schedule opens first: one with an overdue EMI, else the newest active one. */
export function defaultWithdrawal(withdrawals: readonly Withdrawal[]): Withdrawal | undefined {
  return (
    withdrawals.find((w) => w.overdue_instalments > 0) ??
    withdrawals.find((w) => w.status === 'ACTIVE') ??
    withdrawals[0]
  );
}

/** "₹80K · Sep 2026": the amount and the month it was taken (the date without its day). */
function pillLabel(w: Withdrawal, format: Format): string {
  return `${format.inr(w.amount_paise, { compact: true })} · ${format.month(monthKeyOf(w.disbursed_on))}`;
}

/** The EMI schedule, one withdrawal at a time (`?withdrawal_id=`), chosen from pills. */
export function ScheduleView() {
  const intl = useIntl();
  const format = useFormat();
  const query = useQuery(withdrawalsQueryOptions());
  const list = query.data?.withdrawals ?? [];
  const fallback = defaultWithdrawal(list)?.withdrawal_id ?? '';
  const [selected, setSelected] = useSearchParam(
    'withdrawal_id',
    list.map((w) => w.withdrawal_id),
    fallback,
  );

  return (
    <LineGate query={query} messages={GATE} rows={4}>
      {() => {
        const current = list.find((w) => w.withdrawal_id === selected);
        if (current === undefined) return <NoLine />;
        return (
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              role="group"
              aria-label={intl.formatMessage({
                id: 'instaCash.schedule.pickWithdrawal',
                defaultMessage: 'Withdrawal',
              })}
              sx={{ overflowX: 'auto', pb: 0.5, mx: -2, px: 2, scrollbarWidth: 'none' }}
            >
              {list.map((w) => (
                <Chip
                  key={w.withdrawal_id}
                  label={pillLabel(w, format)}
                  onClick={() => setSelected(w.withdrawal_id)}
                  aria-pressed={w.withdrawal_id === selected}
                  color={
                    w.withdrawal_id === selected ? 'primary' : w.overdue_instalments > 0 ? 'error' : 'default'
                  }
                  variant={w.withdrawal_id === selected ? 'filled' : 'outlined'}
                  sx={{ flexShrink: 0 }}
                />
              ))}
            </Stack>
            <WithdrawalSchedule withdrawal={current} />
          </Stack>
        );
      }}
    </LineGate>
  );
}
