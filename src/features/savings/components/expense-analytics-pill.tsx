import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

import { l1AnalyticsQueryOptions, mastheadQueryOptions } from '@/api/endpoints/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { ChoiceGroup } from '@/components/forms/choice-group';
import { OnceOpened, lazyNamed } from '@/components/layout/lazy-part';
import { SectionCard } from '@/components/layout/section-card';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { paise } from '@/domain/money/paise';
import { SPENDING_GROUPING_TEXTS } from '@/domain/spending/display-texts';
import { SPENDING_GROUPINGS } from '@/domain/spending/savings-view';
import { spendChangeMessage } from '@/domain/spending/spend-change-text';
import { useGrouping, type PeriodScope } from '@/features/savings/use-savings-view';
import { answersPeriod, useSpendingWords } from '@/features/savings/use-words';

import { Breakdown } from './expense-breakdown';
import { MoneyFlowCard } from './money-flow-card';

const GATE = defineMessages({
  error: { id: 'savings.analytics.failed', defaultMessage: 'Spending analytics could not load' },
  loading: { id: 'savings.analytics.loading', defaultMessage: 'Loading spending analytics' },
});

// A category's sheet loads at the first tap on a category.
const CategorySheet = lazyNamed(() => import('./category-sheet'), 'CategorySheet');

/** Stands in for a figure still loading (not words: nothing to translate). */
const ELLIPSIS = '…';

/**
 * Pill "Expense Analytics": what the month cost against the month before, spending grouped by
 * month, category or payment mode (docs/product.md#tabs-and-filters) as a chart with its figures written out,
 * the top merchants, and money in and out over the last months.
 */
export function ExpenseAnalyticsPill({
  accountId,
  period,
  onSeeCategory,
}: {
  accountId: string | null;
  /** One month, or a range of days (docs/product.md#date-ranges). */
  period: PeriodScope;
  onSeeCategory: (category: string) => void;
}) {
  const [grouping, setGrouping] = useGrouping();
  const scope = accountId === null ? {} : { account_id: accountId };
  const monthKey = 'month_key' in period ? period.month_key : null;
  // A month compares with the month before (the masthead); a range reads its own total.
  const masthead = useQuery({
    ...mastheadQueryOptions({ ...scope, month_key: monthKey ?? '' }),
    enabled: monthKey !== null,
  });
  // "By month" of one month is a trend: it reads the whole history; a range groups its own months.
  const analytics = useQuery(
    l1AnalyticsQueryOptions({
      grouping,
      'selected-pill': 'expense_analytics',
      ...scope,
      ...(grouping === 'month' && monthKey !== null ? {} : period),
    }),
  );
  const [category, setCategory] = useState<string | null>(null);
  const words = useSpendingWords();
  const { intl, say } = words;
  const changeText =
    monthKey !== null && masthead.data
      ? spendChangeMessage(
          masthead.data.spend_change_bps,
          words.month(masthead.data.previous_month.month_key),
        )
      : null;
  const change = changeText === null ? null : say(changeText);
  // The period in the language, named from the answer shown (the same words as the gateway's in English).
  const analyticsLabel =
    analytics.data === undefined
      ? words.period(period)
      : words.dataPeriod(analytics.data, answersPeriod(analytics, period), period);
  const spentLabel =
    monthKey === null
      ? analytics.data === undefined
        ? undefined
        : analyticsLabel
      : masthead.data === undefined
        ? undefined
        : words.month(masthead.data.month.month_key);
  const spent = monthKey === null ? analytics.data?.total_spent_paise : masthead.data?.month.money_out_paise;

  return (
    <>
      <Card component="section" aria-labelledby="spent-heading" sx={{ p: 2 }}>
        <Typography id="spent-heading" variant="body2" color="textSecondary" component="h3">
          <FormattedMessage
            id="savings.analytics.spentIn"
            defaultMessage="Spent in {period}"
            values={{ period: spentLabel ?? ELLIPSIS }}
          />
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          {spent !== undefined ? <Amount value={paise(spent)} /> : ELLIPSIS}
        </Typography>
        {change !== null && (
          <Typography variant="body2" color="textSecondary">
            {change}
          </Typography>
        )}
      </Card>

      <Box sx={{ my: 2, display: 'flex' }}>
        <ChoiceGroup
          fullWidth
          label={intl.formatMessage({
            id: 'savings.analytics.groupBy',
            defaultMessage: 'Group spending by',
          })}
          value={grouping}
          onChange={setGrouping}
          choices={SPENDING_GROUPINGS.map((id) => ({ value: id, label: say(SPENDING_GROUPING_TEXTS[id]) }))}
        />
      </Box>

      <QueryGate query={analytics} errorHidesData messages={GATE} rows={4}>
        {(data) => (
          <Breakdown
            data={data}
            periodLabel={analyticsLabel}
            wholeHistory={monthKey !== null}
            // The category sheet covers one month; a range goes straight to its transactions.
            onSelectCategory={monthKey === null ? onSeeCategory : setCategory}
          />
        )}
      </QueryGate>

      {analytics.data !== undefined && analytics.data.top_counterparties.length > 0 && (
        <SectionCard
          title={
            <FormattedMessage
              id="savings.analytics.topHeading"
              defaultMessage="Where you spent most · {period}"
              values={{ period: analyticsLabel }}
            />
          }
          level="h3"
          sx={{ mt: 2 }}
        >
          <BreakdownList
            items={analytics.data.top_counterparties}
            label={intl.formatMessage({
              id: 'savings.analytics.topName',
              defaultMessage: 'Top merchants and people',
            })}
            countNoun="payments"
          />
        </SectionCard>
      )}

      <MoneyFlowCard
        accountId={accountId}
        monthKey={'to' in period ? period.to.slice(0, 7) : period.month_key}
        range={'to' in period ? period : null}
      />

      {monthKey !== null && (
        <OnceOpened open={category !== null}>
          <CategorySheet
            category={category}
            accountId={accountId}
            monthKey={monthKey}
            onClose={() => setCategory(null)}
            onSeeAll={(name) => {
              setCategory(null);
              onSeeCategory(name);
            }}
          />
        </OnceOpened>
      )}
    </>
  );
}
