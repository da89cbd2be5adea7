import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { emiScheduleQueryOptions } from '@/api/endpoints/insta-cash';
import type { Withdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { todayInIndia } from '@/components/time/today-in-india';
import { paise } from '@/domain/money/paise';
import { AmountFigure } from '@/features/insta-cash/amount-figure';
import { CardList } from '@/features/insta-cash/card-list';
import { useFormat } from '@/i18n/use-format';

import { InstalmentRow } from './instalment-row';

const GATE = defineMessages({
  error: { id: 'instaCash.schedule.rowsError', defaultMessage: 'The schedule could not load' },
  loading: { id: 'instaCash.schedule.rowsLoading', defaultMessage: 'Loading the instalments' },
});

/**
 * One withdrawal's reducing-balance schedule: each instalment's principal, interest and the
 * balance left after it. At most 12 months a new withdrawal, 24 for the oldest seeded ones, so the
 * list is rendered whole (no virtualisation needed for a bounded list).
 */
export function WithdrawalSchedule({ withdrawal }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  const format = useFormat();
  const query = useQuery(emiScheduleQueryOptions(withdrawal.withdrawal_id));
  const today = todayInIndia();
  return (
    <>
      <Card component="section" aria-labelledby="schedule-heading" sx={{ p: 2 }}>
        <Typography id="schedule-heading" variant="h3" component="h2">
          <FormattedMessage
            id="instaCash.schedule.heading"
            defaultMessage="{amount} over {count, plural, one {# month} other {# months}}"
            values={{
              amount: <Amount value={paise(withdrawal.amount_paise)} />,
              count: withdrawal.tenure_months,
            }}
          />
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="instaCash.schedule.terms"
            defaultMessage="Taken {date} · {rate}% a year · EMI {emi}"
            values={{
              date: format.dayMonthYear(withdrawal.disbursed_on),
              rate: format.number(withdrawal.annual_rate_bps / 100, { decimals: 2 }),
              emi: <Amount value={paise(withdrawal.emi_paise)} />,
            }}
          />
        </Typography>
        {query.data !== undefined && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1.5 }}>
            <Total
              label={intl.formatMessage({
                id: 'instaCash.schedule.totalInterest',
                defaultMessage: 'Total interest',
              })}
              value={query.data.total_interest_paise}
            />
            <Total
              label={intl.formatMessage({
                id: 'instaCash.schedule.paidSoFar',
                defaultMessage: 'Paid so far',
              })}
              value={query.data.paid_paise}
            />
            <Total
              label={intl.formatMessage({ id: 'instaCash.schedule.overdue', defaultMessage: 'Overdue' })}
              value={query.data.overdue_paise}
              alarm={query.data.overdue_paise > 0}
            />
          </Box>
        )}
      </Card>
      <QueryGate query={query} messages={GATE} rows={4}>
        {(data) => (
          <CardList
            component="ol"
            label={intl.formatMessage({
              id: 'instaCash.schedule.instalments',
              defaultMessage: 'Instalments',
            })}
            spacing={1}
          >
            {data.rows.map((row) => (
              <InstalmentRow key={row.emi_id} row={row} today={today} />
            ))}
          </CardList>
        )}
      </QueryGate>
    </>
  );
}

function Total({ label, value, alarm = false }: { label: string; value: number; alarm?: boolean }) {
  return (
    <AmountFigure
      label={label}
      value={value}
      compact
      sx={{ fontWeight: 700, color: alarm ? 'error.main' : undefined }}
      shrink
    />
  );
}
