import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { L1Analytics } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SectionCard } from '@/components/layout/section-card';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { FlowBarsChart, MoneyDonutChart } from '@/components/spend-charts/lazy-charts';
import { paise } from '@/domain/money/paise';
import { useSpendingWords } from '@/features/savings/use-words';

/** Months the "by month" chart draws over all history: a year reads well on a phone. */
const MONTH_BARS = 12;

/** The expense analytics' breakdown: spending by month, category or payment mode, chart and figures. */
export function Breakdown({
  data,
  periodLabel,
  wholeHistory,
  onSelectCategory,
}: {
  data: L1Analytics;
  /** The period in the language. */
  periodLabel: string;
  /** By month over all history (a month was chosen): only the latest months are drawn. */
  wholeHistory: boolean;
  onSelectCategory: (category: string) => void;
}) {
  const words = useSpendingWords();
  const { intl, format } = words;
  const title =
    data.grouping === 'month' && wholeHistory
      ? intl.formatMessage({ id: 'savings.analytics.byMonth', defaultMessage: 'Spending by month' })
      : intl.formatMessage(
          {
            id: 'savings.analytics.byGrouping',
            defaultMessage:
              '{grouping, select, month {Spending by month} category {Spending by category} other {Spending by payment mode}} · {period}',
          },
          { grouping: data.grouping, period: periodLabel },
        );
  // A chosen range draws all its months (the total above is theirs); all time draws the last year.
  const recent = (
    data.grouping === 'month' && wholeHistory ? data.groups.slice(-MONTH_BARS) : data.groups
  ).map((group) => ({ ...group, label: words.group(data.grouping, group) }));
  return (
    <SectionCard
      title={title}
      note={
        <FormattedMessage
          id="savings.analytics.total"
          defaultMessage="Total {amount} · self transfers left out"
          values={{ amount: <Amount value={paise(data.total_spent_paise)} /> }}
        />
      }
      level="h3"
    >
      {recent.length === 0 ? (
        <Typography color="textSecondary">
          <FormattedMessage
            id="savings.analytics.nothing"
            defaultMessage="Nothing spent in {period}."
            values={{ period: periodLabel }}
          />
        </Typography>
      ) : data.grouping === 'month' ? (
        <>
          <FlowBarsChart
            outOnly
            label={intl.formatMessage(
              {
                id: 'savings.analytics.barsName',
                defaultMessage: 'Bar chart of spending per month, {first} to {last}',
              },
              { first: recent[0]?.label ?? '', last: recent.at(-1)?.label ?? '' },
            )}
            months={recent.map((g) => ({
              month_key: g.key,
              money_in_paise: 0,
              money_out_paise: g.total_paise,
            }))}
          />
          <BreakdownList items={[...recent].reverse()} label={title} />
        </>
      ) : (
        <>
          <MoneyDonutChart
            slices={recent}
            label={intl.formatMessage(
              { id: 'savings.analytics.donutName', defaultMessage: 'Donut chart of {title}' },
              { title: format.locale === 'en-IN' ? title.toLowerCase() : title },
            )}
          />
          <BreakdownList
            items={recent}
            label={title}
            swatches
            {...(data.grouping === 'category'
              ? { onSelect: (item: { key: string }) => onSelectCategory(item.key) }
              : {})}
          />
        </>
      )}
    </SectionCard>
  );
}
