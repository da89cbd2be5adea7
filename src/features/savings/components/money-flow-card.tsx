import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { moneyFlowL2QueryOptions, moneyFlowQueryOptions } from '@/api/endpoints/aggregator-savings';
import { MoneyFlowTotals } from '@/components/amount/money-flow-totals';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { FlowBarsChart } from '@/components/spend-charts/lazy-charts';
import type { DayRange } from '@/domain/dates/periods';
import { useSpendingWords } from '@/features/savings/use-words';

/** Months of money in/out the chart draws. */
const FLOW_MONTHS = 6;

/**
 * Money in and out (GET `/money-flow`) over the chosen range of days, else the last six months,
 * with totals and monthly averages, and where the chosen month's money came from
 * (GET `/money-flow-l2`; for a range, its last month).
 */
export function MoneyFlowCard({
  accountId,
  monthKey,
  range = null,
}: {
  accountId: string | null;
  monthKey: string;
  range?: DayRange | null;
}) {
  const scope = accountId === null ? {} : { account_id: accountId };
  const flow = useQuery(moneyFlowQueryOptions({ ...scope, ...(range ?? { months: FLOW_MONTHS }) }));
  const month = useQuery(moneyFlowL2QueryOptions({ ...scope, month_key: monthKey }));
  const words = useSpendingWords();
  const { intl } = words;
  return (
    <Card component="section" aria-labelledby="money-flow-heading" sx={{ p: 2, mt: 2 }}>
      <Typography id="money-flow-heading" variant="h3" component="h3">
        <FormattedMessage id="savings.flow.heading" defaultMessage="Money in & out" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage
          id="savings.flow.scope"
          defaultMessage="{period} · self transfers left out"
          values={{
            period:
              range === null
                ? intl.formatMessage(
                    { id: 'savings.flow.lastMonths', defaultMessage: 'Last {count} months' },
                    { count: FLOW_MONTHS },
                  )
                : words.period(range),
          }}
        />
      </Typography>
      <QueryGate
        query={flow}
        errorHidesData
        errorTitle={intl.formatMessage({
          id: 'savings.flow.failed',
          defaultMessage: 'Money in and out could not load',
        })}
        loading={
          <ListSkeleton
            label={intl.formatMessage({
              id: 'savings.flow.loading',
              defaultMessage: 'Loading money in and out',
            })}
            rows={2}
          />
        }
        isEmpty={(data) => data.totals.money_in_paise === 0 && data.totals.money_out_paise === 0}
        empty={
          <Typography color="text.secondary" sx={{ py: 2 }}>
            <FormattedMessage
              id="savings.flow.empty"
              defaultMessage="No money came in or went out in this period."
            />
          </Typography>
        }
      >
        {(data) => (
          <>
            <FlowBarsChart
              months={data.months.map((m) => ({ ...m, label: words.month(m.month_key) }))}
              label={intl.formatMessage(
                {
                  id: 'savings.flow.chartName',
                  defaultMessage: 'Bar chart of money in and out per month, {first} to {last}',
                },
                {
                  first: words.month(data.months[0]?.month_key ?? ''),
                  last: words.month(data.months.at(-1)?.month_key ?? ''),
                },
              )}
            />
            <MoneyFlowTotals
              moneyInPaise={data.totals.money_in_paise}
              moneyOutPaise={data.totals.money_out_paise}
              figures={[
                {
                  term: intl.formatMessage({
                    id: 'savings.flow.averageIn',
                    defaultMessage: 'Average in a month',
                  }),
                  paise: data.average_money_in_paise,
                },
                {
                  term: intl.formatMessage({
                    id: 'savings.flow.averageOut',
                    defaultMessage: 'Average out a month',
                  }),
                  paise: data.average_money_out_paise,
                },
              ]}
            />
          </>
        )}
      </QueryGate>
      {month.data !== undefined && month.data.money_in.by_category.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            <FormattedMessage
              id="savings.flow.sources"
              defaultMessage="Where money came from · {month}"
              values={{ month: words.month(month.data.month.month_key) }}
            />
          </Typography>
          <BreakdownList
            items={month.data.money_in.by_category.map((item) => ({
              ...item,
              label: words.category(item.key),
            }))}
            label={intl.formatMessage(
              { id: 'savings.flow.sourcesName', defaultMessage: 'Money in by source, {month}' },
              { month: words.month(month.data.month.month_key) },
            )}
          />
        </Box>
      )}
    </Card>
  );
}
