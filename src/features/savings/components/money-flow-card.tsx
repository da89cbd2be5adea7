import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage } from 'react-intl';

import { moneyFlowL2QueryOptions, moneyFlowQueryOptions } from '@/api/endpoints/aggregator-savings';
import { SectionCard } from '@/components/layout/section-card';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { MoneyFlowBody } from '@/components/spend-charts/money-flow-body';
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
    <SectionCard
      title={<FormattedMessage id="savings.flow.heading" defaultMessage="Money in & out" />}
      note={
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
      }
      level="h3"
      sx={{ mt: 2 }}
    >
      <MoneyFlowBody
        query={flow}
        error={defineMessage({
          id: 'savings.flow.failed',
          defaultMessage: 'Money in and out could not load',
        })}
        figures={(data) => [
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
    </SectionCard>
  );
}
