import { useQuery } from '@tanstack/react-query';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';

import { accountSummaryQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { useIstToday, useRangeChoice } from '@/components/date-range/use-range-choice';
import { useRangeLabel } from '@/components/date-range/use-range-label';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { MoneyDonutChart } from '@/components/spend-charts/lazy-charts';
import { MoneyFlowBody } from '@/components/spend-charts/money-flow-body';
import { resolveRange, type RangeChoice } from '@/domain/dates/periods';
import { paise } from '@/domain/money/paise';
import { groupByBank } from '@/domain/spending/bank-groups';
import { sharesBps } from '@/domain/spending/shares';

import { AnalyticsCard } from './analytics-card';
import { FixedIncomeExpensesCard } from './fixed-income-expenses-card';

/** The prefs key of the period, and the period before anyone picks one (what the tab always showed). */
const SCREEN = 'banks-analytics';
const DEFAULT_RANGE: RangeChoice = { preset: 'last_6_months' };

/** The split card's heading, which also names its list. */
const SPLIT_HEADING = defineMessage({
  id: 'banks.analytics.splitHeading',
  defaultMessage: 'Balance by bank',
});

/**
 * Banks level 1, tab "Analytics": across every linked bank, money in and out over the chosen
 * period (docs/product.md#date-ranges), how the balance splits between banks today, what comes and
 * goes every month, and where the money went in the period.
 */
export function BanksAnalyticsTab({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  const today = useIstToday();
  const [choice, choose] = useRangeChoice(SCREEN, DEFAULT_RANGE);
  if (choice === null)
    return (
      <ListSkeleton
        label={intl.formatMessage({ id: 'banks.analytics.loading', defaultMessage: 'Loading analytics' })}
        header
        rows={3}
      />
    );
  return <RangeAnalytics screen={screen} today={today} choice={choice} onChoose={choose} />;
}

function RangeAnalytics({
  screen,
  today,
  choice,
  onChoose,
}: {
  screen: SavingsL1Screen;
  today: string;
  choice: RangeChoice;
  onChoose: (next: RangeChoice) => void;
}) {
  const intl = useIntl();
  const summary = useQuery(accountSummaryQueryOptions(resolveRange(choice, today)));
  const label = useRangeLabel().choice(choice, today);
  const banks = groupByBank(screen.accounts);
  const shares = sharesBps(banks.map((bank) => bank.total_paise));
  const split = banks.map((bank, index) => ({
    key: bank.fip_id,
    label: bank.bank_name,
    total_paise: bank.total_paise,
    count: bank.accounts.length,
    share_bps: shares[index] ?? 0,
  }));
  return (
    <>
      <PeriodPicker
        value={{ kind: 'range', choice }}
        today={today}
        onChange={(next) => next.kind === 'range' && onChoose(next.choice)}
      />
      <AnalyticsCard
        title={defineMessage({ id: 'banks.analytics.flowHeading', defaultMessage: 'Money in & out' })}
        note={defineMessage({
          id: 'banks.analytics.flowNote',
          defaultMessage: '{period}, all banks · transfers between your accounts left out',
        })}
        values={{ period: label }}
      >
        <MoneyFlowBody
          query={summary}
          error={defineMessage({ id: 'banks.analytics.error', defaultMessage: 'Analytics could not load' })}
          figures={(data) => [
            netFigure(data.totals.money_in_paise - data.totals.money_out_paise, intl),
            {
              term: intl.formatMessage({
                id: 'banks.analytics.averageSpend',
                defaultMessage: 'Average spend a month',
              }),
              paise: data.average_monthly_spend_paise,
            },
          ]}
        />
      </AnalyticsCard>

      <AnalyticsCard
        title={SPLIT_HEADING}
        note={defineMessage({ id: 'banks.analytics.splitTotal', defaultMessage: '{amount} in all, today' })}
        values={{ amount: <Amount value={paise(screen.total_balance_paise)} /> }}
      >
        <MoneyDonutChart
          slices={split}
          label={intl.formatMessage({
            id: 'banks.analytics.splitChart',
            defaultMessage: 'Donut chart of your balance by bank',
          })}
          height={180}
        />
        <BreakdownList
          items={split}
          label={intl.formatMessage(SPLIT_HEADING)}
          swatches
          countNoun={intl.formatMessage({ id: 'banks.analytics.countNoun', defaultMessage: 'accounts' })}
        />
      </AnalyticsCard>

      <FixedIncomeExpensesCard />

      {summary.data !== undefined && summary.data.top_categories.length > 0 && (
        <AnalyticsCard
          title={defineMessage({
            id: 'banks.analytics.categoriesHeading',
            defaultMessage: 'Where your money went',
          })}
          note={defineMessage({
            id: 'banks.analytics.categoriesNote',
            defaultMessage: 'Top categories · {period}',
          })}
          values={{ period: label }}
        >
          <BreakdownList
            items={summary.data.top_categories}
            label={intl.formatMessage({
              id: 'banks.analytics.categoriesList',
              defaultMessage: 'Top spending categories',
            })}
          />
        </AnalyticsCard>
      )}
    </>
  );
}

/** What the difference between money in and out says: saved, or spent more than came in. */
function netFigure(netPaise: number, intl: IntlShape) {
  return {
    term:
      netPaise >= 0
        ? intl.formatMessage({ id: 'banks.analytics.saved', defaultMessage: 'Saved' })
        : intl.formatMessage({ id: 'banks.analytics.overspent', defaultMessage: 'Spent more than earned' }),
    paise: Math.abs(netPaise),
  };
}
