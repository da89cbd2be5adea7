import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { accountSummaryQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { MoneyFlowTotals } from '@/components/amount/money-flow-totals';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { FlowBarsChart, MoneyDonutChart } from '@/components/spend-charts/lazy-charts';
import { paise } from '@/domain/money/paise';
import { groupByBank } from '@/domain/spending/bank-groups';
import { sharesBps } from '@/domain/spending/shares';

import { FixedIncomeExpensesCard } from './fixed-income-expenses-card';

/** Months the analytics look back over. */
const MONTHS = 6;

/**
 * Banks level 1, tab "Analytics": across every linked bank, money in and out over six months, how
 * the balance splits between banks, what comes and goes every month, and where the money went.
 */
export function BanksAnalyticsTab({ screen }: { screen: SavingsL1Screen }) {
  const summary = useQuery(accountSummaryQueryOptions({ months: MONTHS }));
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
      <Card component="section" aria-labelledby="flow-heading" sx={{ p: 2 }}>
        <Typography id="flow-heading" variant="h3" component="h2">
          Money in &amp; out
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Last {MONTHS} months, all banks · transfers between your accounts left out
        </Typography>
        {summary.isPending ? (
          <ListSkeleton label="Loading money in and out" rows={2} />
        ) : summary.isError ? (
          <SectionError
            title="Analytics could not load"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <>
            <FlowBarsChart
              months={summary.data.months}
              label={`Bar chart of money in and out per month, ${summary.data.months[0]?.label ?? ''} to ${summary.data.months.at(-1)?.label ?? ''}`}
            />
            <MoneyFlowTotals
              moneyInPaise={summary.data.totals.money_in_paise}
              moneyOutPaise={summary.data.totals.money_out_paise}
              figures={[
                netFigure(summary.data.totals.money_in_paise - summary.data.totals.money_out_paise),
                { term: 'Average spend a month', paise: summary.data.average_monthly_spend_paise },
              ]}
            />
          </>
        )}
      </Card>

      <Card component="section" aria-labelledby="split-heading" sx={{ p: 2, mt: 2 }}>
        <Typography id="split-heading" variant="h3" component="h2">
          Balance by bank
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Amount value={paise(screen.total_balance_paise)} /> in all
        </Typography>
        <MoneyDonutChart slices={split} label="Donut chart of your balance by bank" height={180} />
        <BreakdownList items={split} label="Balance by bank" swatches countNoun="accounts" />
      </Card>

      <FixedIncomeExpensesCard />

      {summary.data !== undefined && summary.data.top_categories.length > 0 && (
        <Card component="section" aria-labelledby="categories-heading" sx={{ p: 2, mt: 2 }}>
          <Typography id="categories-heading" variant="h3" component="h2">
            Where your money went
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Top categories, last {MONTHS} months
          </Typography>
          <BreakdownList items={summary.data.top_categories} label="Top spending categories" />
        </Card>
      )}
    </>
  );
}

/** What the difference between money in and out says: saved, or spent more than came in. */
function netFigure(netPaise: number) {
  return { term: netPaise >= 0 ? 'Saved' : 'Spent more than earned', paise: Math.abs(netPaise) };
}
