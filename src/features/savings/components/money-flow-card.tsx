import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { moneyFlowL2QueryOptions, moneyFlowQueryOptions } from '@/api/endpoints/aggregator-savings';
import { MoneyFlowTotals } from '@/components/amount/money-flow-totals';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { FlowBarsChart } from '@/components/spend-charts/lazy-charts';
import { daysLabel, type DayRange } from '@/domain/spending/date-range';

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
  const empty =
    flow.data !== undefined &&
    flow.data.totals.money_in_paise === 0 &&
    flow.data.totals.money_out_paise === 0;
  const month = useQuery(moneyFlowL2QueryOptions({ ...scope, month_key: monthKey }));
  return (
    <Card component="section" aria-labelledby="money-flow-heading" sx={{ p: 2, mt: 2 }}>
      <Typography id="money-flow-heading" variant="h3" component="h3">
        Money in &amp; out
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {range === null ? `Last ${FLOW_MONTHS} months` : daysLabel(range)} · self transfers left out
      </Typography>
      {flow.isPending ? (
        <ListSkeleton label="Loading money in and out" rows={2} />
      ) : flow.isError ? (
        <SectionError
          title="Money in and out could not load"
          error={flow.error}
          onRetry={() => void flow.refetch()}
        />
      ) : empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No money came in or went out in this period.
        </Typography>
      ) : (
        <>
          <FlowBarsChart
            months={flow.data.months}
            label={`Bar chart of money in and out per month, ${flow.data.months[0]?.label ?? ''} to ${flow.data.months.at(-1)?.label ?? ''}`}
          />
          <MoneyFlowTotals
            moneyInPaise={flow.data.totals.money_in_paise}
            moneyOutPaise={flow.data.totals.money_out_paise}
            figures={[
              { term: 'Average in a month', paise: flow.data.average_money_in_paise },
              { term: 'Average out a month', paise: flow.data.average_money_out_paise },
            ]}
          />
        </>
      )}
      {month.data !== undefined && month.data.money_in.by_category.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            Where money came from · {month.data.month.label}
          </Typography>
          <BreakdownList
            items={month.data.money_in.by_category}
            label={`Money in by source, ${month.data.month.label}`}
          />
        </Box>
      )}
    </Card>
  );
}
