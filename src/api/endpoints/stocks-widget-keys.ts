/**
 * The Equity area's query keys (stocks-widget.ts): every key starts with `'equity'`, so one
 * `invalidateQueries({ queryKey: equityKeys.all })` refreshes the whole area after a tracking switch
 * changes. A module of their own so the broker list's read (broker-details.ts) needs nothing else.
 */

/** A broker's level-2 address: `{source}/{account_id}` of the paths (source is CDSL or NSDL). */
export type BrokerRef = { source: string; accountId: string };

/** How a holdings list is grouped and ordered (all optional: the server defaults them). */
export type HoldingsParams = {
  group_by?: 'stocks' | 'market_cap' | 'sector';
  sort?: 'value' | 'top_gainers' | 'top_losers';
  rank_by?: 'day_change' | 'overall_return';
};

/** One page of trades: `cursor` from the previous page's `next_cursor`. */
export type TradesParams = { cursor?: string; limit?: number; side?: 'BUY' | 'SELL' };

/** Hierarchical query keys of the Equity area. */
export const equityKeys = {
  all: ['equity'] as const,
  brokers: (clientIds: readonly string[] = []) => ['equity', 'brokers', [...clientIds]] as const,
  consolidatedHoldings: (params: HoldingsParams = {}) =>
    ['equity', 'consolidated', 'holdings', params] as const,
  consolidatedAnalytics: () => ['equity', 'consolidated', 'analytics'] as const,
  broker: (broker: BrokerRef) => ['equity', 'broker', broker.source.toLowerCase(), broker.accountId] as const,
  masthead: (broker: BrokerRef) => [...equityKeys.broker(broker), 'masthead'] as const,
  holdings: (broker: BrokerRef, params: HoldingsParams = {}) =>
    [...equityKeys.broker(broker), 'holdings', params] as const,
  analytics: (broker: BrokerRef) => [...equityKeys.broker(broker), 'analytics'] as const,
  trades: (broker: BrokerRef, side: TradesParams['side'] = undefined) =>
    [...equityKeys.broker(broker), 'trades', side ?? 'ALL'] as const,
  accountDetails: (broker: BrokerRef) => [...equityKeys.broker(broker), 'account-details'] as const,
  salesPage: () => ['equity', 'sales-page'] as const,
  manualPasswordForm: () => ['equity', 'manual-password-form'] as const,
  trackingBottomsheet: () => ['equity', 'tracking-bottomsheet'] as const,
};
