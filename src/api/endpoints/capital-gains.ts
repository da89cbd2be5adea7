/**
 * The trade history capital gains are worked out from (docs/decisions/0025): its own module, so
 * only the lazy capital-gains screen loads it, not the Equity area's first screen.
 */
import { authedRead } from '@/api/authed-query-options';
import { readOf } from '@/api/request';
import { type TradeHistory, tradeHistorySchema } from '@/api/schemas/capital-gains';
import type { EquityAccount } from '@/domain/capital-gains/from-trades';

/** `GET /in-stocks/trade-history`: every linked demat account's trades, oldest first. */
const getTradeHistory = readOf('stocksWidget', '/in-stocks/trade-history', tradeHistorySchema);

/** Under the Equity area's keys, so refreshing the area refreshes it too. */
export function tradeHistoryQueryOptions() {
  return authedRead(['equity', 'trade-history'] as const, getTradeHistory);
}

/** Every demat account's trades as the capital-gains domain reads them. */
export function equityAccounts(history: TradeHistory): EquityAccount[] {
  return history.accounts.map((account) => ({
    accountId: account.account_id,
    brokerName: account.broker_name,
    trades: account.trades.map((trade) => ({
      isin: trade.isin,
      symbol: trade.symbol,
      companyName: trade.company_name,
      side: trade.side,
      quantity: trade.quantity,
      pricePaise: trade.price_paise,
      tradedAt: trade.traded_at,
    })),
  }));
}
