/**
 * A broker account at a depository: the demat `fi_accounts` row is made by the caller; this
 * writes the broker, its holdings (quantity, average cost, last price, previous close) and the
 * trades that produced them: BUYs summing to each holding, partial SELLs, and stocks bought and
 * later sold in full, all within the history and before the anchor day.
 */
import type { BrokerRow, HoldingRow, TradeRow } from '../db/data-rows';
import type { SeedContext } from './context';
import { type Day, dayOf, istInstant, partsOf } from './dates';
import { quote } from './market';
import type { Prng } from './prng';
import { pad } from './references';
import { stock } from './stocks';

export type BrokerSpec = {
  broker: BrokerRow;
  /** Symbols held now. */
  holdings: readonly string[];
  /** Held symbols of which some shares were sold along the way. */
  partlySold: readonly string[];
  /** Symbols bought and later sold in full: trades, no holding. */
  exited: readonly string[];
  /** Rupee range of the money put into one stock. */
  positionRupees: readonly [number, number];
  /**
   * Stocks bought and sold in full on fixed days (`YYYY-MM-DD`, weekdays), whatever the history:
   * the cases the capital-gains screen shows. A position sold on or after the anchor is left out.
   */
  closed?: readonly ClosedPosition[];
};

/** One stock bought once and sold in full once, on fixed days. */
type ClosedPosition = { symbol: string; quantity: number; bought: string; sold: string };

type Trade = Omit<TradeRow, 'id' | 'broker_id' | 'traded_at' | 'order_id'> & { day: Day; minute: number };

/** A weekday in [from, to] (from itself if the draw keeps landing on weekends). */
function tradingDay(rng: Prng, from: Day, to: Day): Day {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const day = rng.int(from, Math.max(from, to));
    const { weekday } = partsOf(day);
    if (weekday !== 0 && weekday !== 6) return day;
  }
  return from;
}

/** `total` split into `parts` positive integers. */
function split(rng: Prng, total: number, parts: number): number[] {
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(rng.int(1, total - 1));
  const points = [0, ...[...cuts].sort((a, b) => a - b), total];
  return points.slice(1).map((point, i) => point - (points[i] ?? 0));
}

/** Seeds one broker; returns its holdings for the alerts. */
export function seedBroker(ctx: SeedContext, spec: BrokerSpec, historyStart: Day): HoldingRow[] {
  const rng = ctx.rng(`broker:${spec.broker.id}`);
  ctx.writer.insert('brokers', spec.broker);
  const lastTradingDay = ctx.anchorDay - 1;
  const trades: Trade[] = [];
  const holdings: HoldingRow[] = [];

  function trade(symbol: string, side: Trade['side'], quantity: number, day: Day, draw = rng): Trade {
    const found = stock(symbol);
    return {
      isin: found.isin,
      symbol,
      side,
      quantity,
      price_paise: quote(ctx, found).priceOn(day, draw),
      day,
      minute: draw.int(9 * 60 + 15, 15 * 60 + 29),
      exchange: draw.chance(0.85) ? 'NSE' : 'BSE',
    };
  }

  function buys(symbol: string, quantity: number, until: Day): Trade[] {
    const count = Math.min(quantity, rng.int(1, 4));
    return split(rng, quantity, count).map((part) =>
      trade(symbol, 'BUY', part, tradingDay(rng, historyStart, until)),
    );
  }

  for (const symbol of spec.holdings) {
    const found = stock(symbol);
    const held = Math.max(
      1,
      Math.round(rng.int(spec.positionRupees[0], spec.positionRupees[1]) / found.price),
    );
    const sold = spec.partlySold.includes(symbol) ? Math.max(1, Math.round(held * 0.4)) : 0;
    const bought = buys(symbol, held + sold, lastTradingDay - 30);
    trades.push(...bought);
    if (sold > 0) {
      const lastBuy = Math.max(...bought.map((t) => t.day));
      trades.push(trade(symbol, 'SELL', sold, tradingDay(rng, lastBuy + 1, lastTradingDay)));
    }
    const cost = bought.reduce((sum, t) => sum + t.quantity * t.price_paise, 0);
    const q = quote(ctx, found);
    holdings.push({
      id: `${spec.broker.id}-${symbol}`,
      broker_id: spec.broker.id,
      isin: found.isin,
      symbol,
      company_name: found.company,
      sector: found.sector,
      market_cap: found.cap,
      quantity: held,
      avg_price_paise: Math.round(cost / (held + sold)),
      last_price_paise: q.lastPaise,
      prev_close_paise: q.prevClosePaise,
      source: 'aa',
    });
  }
  for (const symbol of spec.exited) {
    const quantity = Math.max(
      2,
      Math.round(rng.int(spec.positionRupees[0], spec.positionRupees[1]) / stock(symbol).price),
    );
    const bought = buys(symbol, quantity, lastTradingDay - 60);
    const lastBuy = Math.max(...bought.map((t) => t.day));
    trades.push(...bought, trade(symbol, 'SELL', quantity, tradingDay(rng, lastBuy + 1, lastTradingDay)));
  }

  // Their own stream, so the drawn positions above stay as they were without them.
  const fixed = ctx.rng(`broker:${spec.broker.id}:closed`);
  for (const position of spec.closed ?? []) {
    const [bought, sold] = [dayOf(position.bought), dayOf(position.sold)];
    if (sold >= ctx.anchorDay) continue;
    trades.push(
      trade(position.symbol, 'BUY', position.quantity, bought, fixed),
      trade(position.symbol, 'SELL', position.quantity, sold, fixed),
    );
  }

  for (const holding of holdings) ctx.writer.insert('holdings', holding);
  trades
    .sort((a, b) => a.day - b.day || a.minute - b.minute)
    .forEach(({ day, minute, ...rest }, i) => {
      ctx.writer.insert('trades', {
        id: `${spec.broker.id}-trd-${pad(i + 1, 4)}`,
        broker_id: spec.broker.id,
        ...rest,
        traded_at: istInstant(day, minute),
        order_id: `${partsOf(day).year % 100}${rng.digits(14)}`,
      });
    });
  return holdings;
}
