import Typography from '@mui/material/Typography';
import { defineMessage, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { MoneyFlowTotals, type MoneyFlowTotalsProps } from '@/components/amount/money-flow-totals';
import { type GatedQuery, QueryGate } from '@/components/feedback/query-gate';
import { useFormat } from '@/i18n/use-format';

import type { FlowBar } from './flow-bars';
import { FlowBarsChart } from './lazy-charts';

const LOADING = defineMessage({
  id: 'components.moneyFlow.loading',
  defaultMessage: 'Loading money in and out',
});

/** What a money in/out answer carries, whichever endpoint gave it. */
export type MoneyFlowData = {
  months: readonly FlowBar[];
  totals: { money_in_paise: number; money_out_paise: number };
};

/**
 * The inside of a "Money in & out" card, the same wherever a card shows one: a skeleton while the
 * answer comes, the failure with a retry, a sentence when nothing moved, else the monthly bars and
 * the totals with the caller's further `figures` (averages, net).
 */
export function MoneyFlowBody<T extends MoneyFlowData>({
  query,
  error,
  figures,
}: {
  query: GatedQuery<T>;
  /** The failed card's title, e.g. "Money in and out could not load". */
  error: MessageDescriptor;
  figures: (data: T) => MoneyFlowTotalsProps['figures'];
}) {
  const intl = useIntl();
  const { month } = useFormat();
  return (
    <QueryGate
      query={query}
      errorHidesData
      messages={{ error, loading: LOADING }}
      rows={2}
      isEmpty={(data) => data.totals.money_in_paise === 0 && data.totals.money_out_paise === 0}
      empty={
        <Typography color="textSecondary" sx={{ py: 2 }}>
          <FormattedMessage
            id="components.moneyFlow.empty"
            defaultMessage="No money came in or went out in this period."
          />
        </Typography>
      }
    >
      {(data) => (
        <>
          <FlowBarsChart
            months={data.months}
            label={intl.formatMessage(
              {
                id: 'components.moneyFlow.chartName',
                defaultMessage: 'Bar chart of money in and out per month, {first} to {last}',
              },
              {
                first: month(data.months[0]?.month_key ?? ''),
                last: month(data.months.at(-1)?.month_key ?? ''),
              },
            )}
          />
          <MoneyFlowTotals
            moneyInPaise={data.totals.money_in_paise}
            moneyOutPaise={data.totals.money_out_paise}
            figures={figures(data)}
          />
        </>
      )}
    </QueryGate>
  );
}
