import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { emiScheduleQueryOptions } from '@/api/endpoints/insta-cash';
import type { EmiSchedule, Withdrawal } from '@/api/schemas/insta-cash';
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

/** The schedule's headings: the withdrawal it is of, that withdrawal's terms, and its instalments. */
const SCHEDULE: Record<'heading' | 'terms' | 'instalments', MessageDescriptor> = defineMessages({
  heading: {
    id: 'instaCash.schedule.heading',
    defaultMessage: '{amount} over {count, plural, one {# month} other {# months}}',
  },
  terms: { id: 'instaCash.schedule.terms', defaultMessage: 'Taken {date} · {rate}% a year · EMI {emi}' },
  instalments: { id: 'instaCash.schedule.instalments', defaultMessage: 'Instalments' },
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
            {...SCHEDULE.heading}
            values={{
              amount: <Amount value={paise(withdrawal.amount_paise)} />,
              count: withdrawal.tenure_months,
            }}
          />
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            {...SCHEDULE.terms}
            values={{
              date: format.dayMonthYear(withdrawal.disbursed_on),
              rate: format.number(withdrawal.annual_rate_bps / 100, { decimals: 2 }),
              emi: <Amount value={paise(withdrawal.emi_paise)} />,
            }}
          />
        </Typography>
        {query.data !== undefined && <Totals schedule={query.data} />}
      </Card>
      <QueryGate query={query} messages={GATE} rows={4}>
        {(data) => (
          <CardList component="ol" label={intl.formatMessage(SCHEDULE.instalments)} spacing={1}>
            {data.rows.map((row) => (
              <InstalmentRow key={row.emi_id} row={row} today={today} />
            ))}
          </CardList>
        )}
      </QueryGate>
    </>
  );
}

/** The schedule's totals, each under the field of the schedule that holds it. */
const TOTALS = defineMessages({
  total_interest_paise: { id: 'instaCash.schedule.totalInterest', defaultMessage: 'Total interest' },
  paid_paise: { id: 'instaCash.schedule.paidSoFar', defaultMessage: 'Paid so far' },
  overdue_paise: { id: 'instaCash.schedule.overdue', defaultMessage: 'Overdue' },
});

const TOTAL_FIELDS = ['total_interest_paise', 'paid_paise', 'overdue_paise'] as const;

/** What the withdrawal costs in interest, what is paid and what is overdue (in red when any is). */
function Totals({ schedule }: { schedule: EmiSchedule }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1.5 }}>
      {TOTAL_FIELDS.map((field) => (
        <AmountFigure
          key={field}
          label={intl.formatMessage(TOTALS[field])}
          value={schedule[field]}
          compact
          sx={{
            fontWeight: 700,
            color: field === 'overdue_paise' && schedule[field] > 0 ? 'error.main' : undefined,
          }}
          shrink
        />
      ))}
    </Box>
  );
}
