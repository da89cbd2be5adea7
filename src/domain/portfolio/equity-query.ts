/**
 * The Equity area's state in the URL query (docs/product.md#query-keys): which tab (`selected-pill`),
 * how holdings are grouped and ordered. Any unknown or missing value falls back to the default,
 * so a hand-edited or stale link still opens a sensible screen.
 */

/** Level-1 tabs of docs/product.md#tabs-and-filters: "Your Brokers", "Analytics". */
const EQUITY_PILLS = ['your-brokers', 'all-holdings', 'analytics'] as const;
/** Broker level-2 tabs of docs/product.md#tabs-and-filters: "My Stocks", "Analytics", "Transactions". */
const BROKER_PILLS = ['my-stocks', 'analytics', 'transactions'] as const;
/** "Holdings grouping" of docs/product.md#tabs-and-filters: Stocks, Market Cap, Sector. */
const HOLDINGS_GROUPINGS = ['stocks', 'market_cap', 'sector'] as const;
/** Holdings order: by value, or the product's ranking top_gainers / top_losers. */
const HOLDINGS_SORTS = ['value', 'top_gainers', 'top_losers'] as const;
/** What a ranking measures. */
const RANK_BASES = ['day_change', 'overall_return'] as const;
/** The movers list of an Analytics tab: the product's equity holdings ranking. */
const MOVER_RANKINGS = ['top_gainers', 'top_losers'] as const;
/** The Transactions side filter (`all` = no filter). */
const TRADE_SIDES = ['all', 'BUY', 'SELL'] as const;

export type EquityPill = (typeof EQUITY_PILLS)[number];
export type BrokerPill = (typeof BROKER_PILLS)[number];
export type HoldingsGrouping = (typeof HOLDINGS_GROUPINGS)[number];
export type HoldingsSortOption = (typeof HOLDINGS_SORTS)[number];
export type RankBasisOption = (typeof RANK_BASES)[number];
export type TradeSideOption = (typeof TRADE_SIDES)[number];
export type MoverRanking = (typeof MOVER_RANKINGS)[number];

/** Query keys the area reads and writes. */
export const EQUITY_QUERY_KEYS = {
  pill: 'selected-pill',
  groupBy: 'group_by',
  sort: 'sort',
  rankBy: 'rank_by',
  side: 'side',
  ranking: 'ranking',
  /** The movers' basis, apart from the holdings' `rank_by` so the two tabs never move each other. */
  moversBy: 'movers_by',
} as const;

/** `value` when it is one of `options` (exact match), else `fallback`. */
function pickOption<T extends string>(
  value: string | null | undefined,
  options: readonly T[],
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Everything the broker level 2 keeps in its query, with defaults filled in. */
export type BrokerViewState = {
  pill: BrokerPill;
  groupBy: HoldingsGrouping;
  sort: HoldingsSortOption;
  rankBy: RankBasisOption;
  side: TradeSideOption;
};

/** Reads the broker level-2 state from a query (a `URLSearchParams` or anything with `get`). */
export function readBrokerView(query: { get(key: string): string | null }): BrokerViewState {
  return {
    pill: pickOption(query.get(EQUITY_QUERY_KEYS.pill), BROKER_PILLS, 'my-stocks'),
    groupBy: pickOption(query.get(EQUITY_QUERY_KEYS.groupBy), HOLDINGS_GROUPINGS, 'stocks'),
    sort: pickOption(query.get(EQUITY_QUERY_KEYS.sort), HOLDINGS_SORTS, 'value'),
    rankBy: pickOption(query.get(EQUITY_QUERY_KEYS.rankBy), RANK_BASES, 'day_change'),
    side: pickOption(query.get(EQUITY_QUERY_KEYS.side), TRADE_SIDES, 'all'),
  };
}

/** Which movers an Analytics tab shows, and measured how. */
export function readMovers(query: { get(key: string): string | null }): {
  ranking: MoverRanking;
  rankBy: RankBasisOption;
} {
  return {
    ranking: pickOption(query.get(EQUITY_QUERY_KEYS.ranking), MOVER_RANKINGS, 'top_gainers'),
    rankBy: pickOption(query.get(EQUITY_QUERY_KEYS.moversBy), RANK_BASES, 'day_change'),
  };
}

/** Reads the level-1 tab. */
export function readEquityPill(query: { get(key: string): string | null }): EquityPill {
  return pickOption(query.get(EQUITY_QUERY_KEYS.pill), EQUITY_PILLS, 'your-brokers');
}

/**
 * The query after setting `key` to `value`: a default value is removed rather than written, so
 * the plain URL and the explicit default are the same screen (and the same history entry).
 * Other keys (e.g. a `memberID` or `entry-from`) are kept as they are.
 */
export function withQueryValue(
  query: URLSearchParams,
  key: string,
  value: string,
  defaultValue: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value === defaultValue) next.delete(key);
  else next.set(key, value);
  return next;
}
