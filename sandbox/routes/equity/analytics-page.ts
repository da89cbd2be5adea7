import type { EquityAnalytics } from '@/api/schemas/stocks-widget';
import type { Paise } from '@/domain/money/paise';

import { groupHoldings } from '../../rules/portfolio/grouping';
import { BPS_PER_WHOLE, portfolioPerformance } from '../../rules/portfolio/holding';
import { topGainers, topLosers } from '../../rules/portfolio/ranking';
import { tradeCashFlows, xirr } from '../../rules/portfolio/xirr';
import type { EquityHolding, ListedTrade } from './equity-queries';
import { performanceView, rankedStockView, sliceView, stocksCount } from './equity-views';

/** Stocks in each gainers/losers list of the Analytics tab. */
const TOP_MOVERS_LIMIT = 5;

/** Beyond this an XIRR is noise from a few days of data, not a rate worth showing. */
const MAX_XIRR_BPS = 100_000_000;

/** What the analytics are about. */
export type AnalyticsOptions = {
  accountId: string | null;
  /** Brokers by id, for the by-broker allocation's labels. */
  brokerNames: ReadonlyMap<string, string>;
  trades: readonly ListedTrade[];
  /** `YYYY-MM-DD`: the date today's value counts as a final sale for XIRR. */
  today: string;
  lastScanAt: string | null;
};

/** The annualised return of the trades plus today's value, in bps; null without trades. */
export function xirrBps(
  trades: readonly ListedTrade[],
  currentValuePaise: Paise,
  today: string,
): number | null {
  if (trades.length === 0) return null;
  const lastTrade = trades.reduce(
    (latest, trade) => (trade.traded_at > latest ? trade.traded_at : latest),
    '',
  );
  // The value is dated no earlier than the last trade, even if the sandbox clock runs behind the seed.
  const valueDate = lastTrade.slice(0, 10) > today ? lastTrade.slice(0, 10) : today;
  const flows = tradeCashFlows(
    trades.map((trade) => ({
      side: trade.side,
      quantity: trade.quantity,
      pricePaise: trade.price_paise,
      tradedAt: trade.traded_at,
    })),
    currentValuePaise,
    valueDate,
  );
  const rate = xirr(flows);
  if (rate === null) return null;
  const bps = Math.round(rate * BPS_PER_WHOLE);
  return Math.abs(bps) > MAX_XIRR_BPS ? null : bps;
}

/**
 * The "Analytics" tab of one broker or of the whole portfolio: allocation by market cap, sector
 * and broker (each summing to 10000 bps), gainers and losers of the day and since purchase (stocks
 * merged across brokers), overall and day P&L, and XIRR over the trades.
 */
export function buildAnalytics(
  holdings: readonly EquityHolding[],
  options: AnalyticsOptions,
): EquityAnalytics {
  const total = portfolioPerformance(holdings);
  const stocks = groupHoldings(holdings, 'stocks');
  const brokerName = (id: string): string => options.brokerNames.get(id) ?? id;
  const ranked = (list: typeof stocks): EquityAnalytics['top_gainers_by_day_change'] =>
    list.map(rankedStockView);
  return {
    empty: holdings.length === 0,
    scope: options.accountId === null ? 'CONSOLIDATED' : 'BROKER',
    account_id: options.accountId,
    performance: performanceView(total),
    stocks_count: stocksCount(holdings),
    allocation_by_market_cap: groupHoldings(holdings, 'market_cap').map(sliceView),
    allocation_by_sector: groupHoldings(holdings, 'sector').map(sliceView),
    allocation_by_broker: groupHoldings(holdings, 'broker', { brokerName }).map(sliceView),
    top_gainers_by_day_change: ranked(topGainers(stocks, 'day_change', TOP_MOVERS_LIMIT)),
    top_losers_by_day_change: ranked(topLosers(stocks, 'day_change', TOP_MOVERS_LIMIT)),
    top_gainers_by_overall_return: ranked(topGainers(stocks, 'overall_return', TOP_MOVERS_LIMIT)),
    top_losers_by_overall_return: ranked(topLosers(stocks, 'overall_return', TOP_MOVERS_LIMIT)),
    xirr_bps: xirrBps(options.trades, total.currentValuePaise, options.today),
    last_pf_scan_at: options.lastScanAt,
  };
}
