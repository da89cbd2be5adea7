import { istParts } from '@/domain/dates/ist';

/** The fields of a trade the list needs. */
export type TradeLike = { trade_id: string; side: 'BUY' | 'SELL'; amount_paise: number; traded_at: string };

/**
 * A month heading: its `YYYY-MM` key (`unknown` for an undated trade), its trades' count and what
 * was bought and sold in it. The screen words the month in the reader's language.
 */
export type MonthRow = {
  kind: 'month';
  key: string;
  count: number;
  boughtPaise: number;
  soldPaise: number;
};
type TradeItemRow<T extends TradeLike> = { kind: 'trade'; key: string; trade: T };
export type TradeListRow<T extends TradeLike> = MonthRow | TradeItemRow<T>;

/**
 * Flattens trades (newest first, as the server sends them) into the rows of one virtualised list:
 * a heading for each IST calendar month, then that month's trades in their given order. A month
 * heading sums only the trades loaded so far; it grows as later pages arrive.
 */
export function tradeRows<T extends TradeLike>(trades: readonly T[]): TradeListRow<T>[] {
  const rows: TradeListRow<T>[] = [];
  let current: MonthRow | null = null;
  for (const trade of trades) {
    const parts = istParts(trade.traded_at);
    const key = parts ? `${parts.year}-${String(parts.month).padStart(2, '0')}` : 'unknown';
    if (current === null || current.key !== key) {
      current = { kind: 'month', key, count: 0, boughtPaise: 0, soldPaise: 0 };
      rows.push(current);
    }
    current.count += 1;
    if (trade.side === 'BUY') current.boughtPaise += trade.amount_paise;
    else current.soldPaise += trade.amount_paise;
    rows.push({ kind: 'trade', key: trade.trade_id, trade });
  }
  return rows;
}
