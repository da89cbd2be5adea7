import type {
  AllocationSlice,
  Broker,
  BrokerTracking,
  HoldingItem,
  Performance as PerformanceView,
  RankedStock,
} from '@/api/schemas/stocks-widget';

import { allocateBasisPoints } from '../../rules/portfolio/allocation';
import type { HoldingGroup } from '../../rules/portfolio/grouping';
import { holdingPerformance, type Performance } from '../../rules/portfolio/holding';
import { marketCapLabel } from '../../rules/portfolio/market-cap';
import type { ListedBroker, EquityHolding, ListedTrade } from './equity-queries';
import type { BrokerSettings } from './equity-store';

/** A domain performance in the answer's snake_case. */
export function performanceView(p: Performance): PerformanceView {
  return {
    current_value_paise: p.currentValuePaise,
    invested_paise: p.investedPaise,
    pnl_paise: p.pnlPaise,
    overall_return_bps: p.overallReturnBps,
    previous_value_paise: p.previousValuePaise,
    day_change_paise: p.dayChangePaise,
    day_change_bps: p.dayChangeBps,
    holdings_count: p.holdingsCount,
  };
}

/** Distinct ISINs among `holdings`. */
export function stocksCount(holdings: readonly EquityHolding[]): number {
  return new Set(holdings.map((holding) => holding.isin)).size;
}

/** A broker's permissions as stored. */
export function trackingView(settings: BrokerSettings): BrokerTracking {
  return {
    aa_linked: true,
    gmail_enabled: settings.gmailEnabled,
    price_alerts_enabled: settings.alertsEnabled,
    non_aa_tracking_revoked: settings.nonAaRevokedAt !== null,
    non_aa_tracking_revoked_at: settings.nonAaRevokedAt,
  };
}

/** A stock's price alert: its own switch when set, else the broker-wide one. */
function alertEnabled(settings: BrokerSettings, isin: string): boolean {
  return settings.alertByIsin.get(isin) ?? settings.alertsEnabled;
}

/** A broker card from its row, its holdings and its settings. */
export function brokerView(
  row: ListedBroker,
  holdings: readonly EquityHolding[],
  performance: Performance,
  settings: BrokerSettings,
): Broker {
  return {
    broker_id: row.broker_id,
    account_id: row.account_id,
    broker_name: row.broker_name,
    depository: row.depository,
    client_id: row.client_id,
    dp_id: row.dp_id,
    masked_demat_number: row.masked_acc_number,
    holder_name: row.holder_name,
    linked_at: row.linked_at,
    // The sandbox fetches a demat account's data once, when it is linked.
    last_synced_at: row.linked_at,
    stocks_count: stocksCount(holdings),
    performance: performanceView(performance),
    tracking: trackingView(settings),
  };
}

/**
 * Holding rows, each with its share of `pageHoldings` (largest remainder over the whole page, so
 * every holding on the page sums to 10000) and its alert switch.
 */
export function holdingViews(
  holdings: readonly EquityHolding[],
  shareById: ReadonlyMap<string, number>,
  settingsOf: (accountId: string) => BrokerSettings,
  xirrOf: (holding: EquityHolding) => number | null,
): HoldingItem[] {
  return holdings.map((holding) => ({
    holding_id: holding.id,
    broker_id: holding.brokerId,
    account_id: holding.accountId,
    broker_name: holding.brokerName,
    depository: holding.depository,
    isin: holding.isin,
    symbol: holding.symbol,
    company_name: holding.companyName,
    sector: holding.sector,
    market_cap: holding.marketCap,
    market_cap_label: marketCapLabel(holding.marketCap),
    quantity: holding.quantity,
    avg_price_paise: holding.avgPricePaise,
    last_price_paise: holding.lastPricePaise,
    prev_close_paise: holding.prevClosePaise,
    performance: performanceView(holdingPerformance(holding)),
    share_bps: shareById.get(holding.id) ?? 0,
    price_alert_enabled: alertEnabled(settingsOf(holding.accountId), holding.isin),
    xirr_bps: xirrOf(holding),
  }));
}

/** Each holding's share of the page's current value, by holding id. */
export function sharesById(holdings: readonly EquityHolding[]): Map<string, number> {
  const shares = allocateBasisPoints(
    holdings.map((holding) => holdingPerformance(holding).currentValuePaise),
  );
  return new Map(holdings.map((holding, index) => [holding.id, shares[index] ?? 0]));
}

/** An allocation chart slice from a group. */
export function sliceView(group: HoldingGroup<EquityHolding>): AllocationSlice {
  return {
    key: group.key,
    label: group.label,
    share_bps: group.shareBps,
    stocks_count: stocksCount(group.holdings),
    performance: performanceView(group.performance),
  };
}

/** A stock (one ISIN merged across brokers) in a ranking, 1-based. */
export function rankedStockView(group: HoldingGroup<EquityHolding>, index: number): RankedStock {
  const first = group.holdings[0];
  return {
    rank: index + 1,
    isin: group.key,
    symbol: first?.symbol ?? group.key,
    company_name: group.label,
    sector: first?.sector ?? '',
    market_cap: first?.marketCap ?? 'LARGE',
    market_cap_label: marketCapLabel(first?.marketCap ?? 'LARGE'),
    quantity: group.holdings.reduce((sum, holding) => sum + holding.quantity, 0),
    last_price_paise: first?.lastPricePaise ?? 0,
    performance: performanceView(group.performance),
  };
}

/** What every answer that lists trades says of one, in the answer's snake_case. */
export function tradeFields(
  row: Pick<
    ListedTrade,
    'id' | 'isin' | 'symbol' | 'company_name' | 'side' | 'quantity' | 'price_paise' | 'traded_at'
  >,
) {
  return {
    trade_id: row.id,
    isin: row.isin,
    symbol: row.symbol,
    company_name: row.company_name,
    side: row.side,
    quantity: row.quantity,
    price_paise: row.price_paise,
    traded_at: row.traded_at,
  };
}
