/**
 * Holdings across brokers (docs/product.md#all-holdings): one stock held at two brokers is one line,
 * its quantity and value the sum, with the split by broker. Pure: works on any holding shape that
 * names its stock, broker, quantity and value.
 */

export type BrokerHolding = {
  isin: string;
  broker_id: string;
  broker_name: string;
  quantity: number;
  performance: { current_value_paise: number; pnl_paise: number; day_change_paise: number };
};

type BrokerShare = { brokerId: string; brokerName: string; quantity: number };

export type MergedStock<H extends BrokerHolding> = {
  isin: string;
  /** The first holding of the stock, in the order given: its name, symbol and tags. */
  first: H;
  holdings: H[];
  quantity: number;
  valuePaise: number;
  pnlPaise: number;
  dayChangePaise: number;
  /** Quantity per broker, largest first (then by broker name); one entry per broker. */
  split: BrokerShare[];
};

/**
 * Merges holdings by ISIN, keeping the order in which each stock first appears (the server's order
 * by value or rank). Two holdings of a stock at the same broker (two demat accounts there) add up
 * in that broker's share.
 */
export function mergeByStock<H extends BrokerHolding>(holdings: readonly H[]): MergedStock<H>[] {
  const byIsin = new Map<string, MergedStock<H>>();
  for (const holding of holdings) {
    const merged = byIsin.get(holding.isin) ?? {
      isin: holding.isin,
      first: holding,
      holdings: [],
      quantity: 0,
      valuePaise: 0,
      pnlPaise: 0,
      dayChangePaise: 0,
      split: [],
    };
    merged.holdings.push(holding);
    merged.quantity += holding.quantity;
    merged.valuePaise += holding.performance.current_value_paise;
    merged.pnlPaise += holding.performance.pnl_paise;
    merged.dayChangePaise += holding.performance.day_change_paise;
    const share = merged.split.find((s) => s.brokerId === holding.broker_id);
    if (share) share.quantity += holding.quantity;
    else
      merged.split.push({
        brokerId: holding.broker_id,
        brokerName: holding.broker_name,
        quantity: holding.quantity,
      });
    byIsin.set(holding.isin, merged);
  }
  for (const merged of byIsin.values()) {
    merged.split.sort((a, b) => b.quantity - a.quantity || a.brokerName.localeCompare(b.brokerName));
  }
  return [...byIsin.values()];
}
