import type { HoldingsPage } from '@/api/schemas/stocks-widget';

import { groupHoldings } from '../../rules/portfolio/grouping';
import { holdingPerformance, portfolioPerformance } from '../../rules/portfolio/holding';
import { type HoldingSort, type RankBasis, sortByPerformance } from '../../rules/portfolio/ranking';
import { xirrBps } from './analytics-page';
import type { EquityHolding, ListedTrade } from './equity-queries';
import type { BrokerSettings } from './equity-store';
import { holdingViews, performanceView, sharesById, stocksCount } from './equity-views';

/** What a holdings page shows and how. */
export type HoldingsPageOptions = {
  accountId: string | null;
  groupBy: HoldingsPage['group_by'];
  sort: HoldingSort;
  rankBy: RankBasis;
  settingsOf: (accountId: string) => BrokerSettings;
  /** Every trade of one broker account, oldest first: each holding's XIRR takes its own. */
  tradesOf: (accountId: string) => readonly ListedTrade[];
  /** `YYYY-MM-DD`: the date today's value counts as a final sale for XIRR. */
  today: string;
};

/**
 * The "My Stocks" list (one broker) or the consolidated holdings: grouped by the tab, groups and
 * the holdings inside them ordered by `sort` (gainers/losers measured by `rankBy`). Every holding
 * sits in exactly one group, so the groups add up to the page's total.
 */
export function buildHoldingsPage(
  holdings: readonly EquityHolding[],
  options: HoldingsPageOptions,
): HoldingsPage {
  const { sort, rankBy } = options;
  const shares = sharesById(holdings);
  const xirrOf = (holding: EquityHolding): number | null =>
    xirrBps(
      options.tradesOf(holding.accountId).filter((trade) => trade.isin === holding.isin),
      holdingPerformance(holding).currentValuePaise,
      options.today,
    );
  const groups = sortByPerformance(groupHoldings(holdings, options.groupBy), sort, rankBy).map((group) => {
    const lots = sortByPerformance(
      group.holdings.map((holding) => ({
        key: holding.id,
        performance: holdingPerformance(holding),
        holding,
      })),
      sort,
      rankBy,
    ).map((lot) => lot.holding);
    return {
      key: group.key,
      label: group.label,
      share_bps: group.shareBps,
      stocks_count: stocksCount(group.holdings),
      performance: performanceView(group.performance),
      holdings: holdingViews(lots, shares, options.settingsOf, xirrOf),
    };
  });
  return {
    empty: holdings.length === 0,
    scope: options.accountId === null ? 'CONSOLIDATED' : 'BROKER',
    account_id: options.accountId,
    group_by: options.groupBy,
    sort,
    rank_by: rankBy,
    performance: performanceView(portfolioPerformance(holdings)),
    stocks_count: stocksCount(holdings),
    brokers_count: new Set(holdings.map((holding) => holding.brokerId)).size,
    groups,
  };
}
