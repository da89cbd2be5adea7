/**
 * One market for every persona: a stock's last price, previous close and price history come from
 * a stream named after the stock alone, so RELIANCE costs the same in every demat account.
 */
import type { SeedContext } from './context';
import type { Day } from './dates';
import type { Prng } from './prng';
import type { Stock } from './stocks';

export type Quote = {
  lastPaise: number;
  prevClosePaise: number;
  /** A plausible traded price on `day` (before the anchor), with a little noise from `rng`. */
  priceOn(day: Day, rng: Prng): number;
};

/** Rupees to paise on NSE's 5-paise tick. */
function toTick(rupees: number): number {
  return Math.max(5, Math.round(rupees * 20) * 5);
}

/** The quote of `stock` at the anchor. */
export function quote(ctx: SeedContext, stock: Stock): Quote {
  const rng = ctx.rng(`market:${stock.symbol}`);
  const last = toTick(stock.price * (0.9 + rng.next() * 0.2));
  // Most stocks move under 2.5 % a day; one in five is among the day's big movers.
  const big = rng.chance(0.2);
  const change = (rng.chance(0.5) ? 1 : -1) * (big ? 0.04 + rng.next() * 0.045 : rng.next() * 0.025);
  const prevClose = toTick(last / 100 / (1 + change));
  // Yearly growth of the price towards today's: -35 % … +60 %.
  const growth = -0.35 + rng.next() * 0.95;
  return {
    lastPaise: last,
    prevClosePaise: prevClose,
    priceOn(day, noise) {
      const years = (ctx.anchorDay - day) / 365;
      return toTick((last / 100 / (1 + growth) ** years) * (0.96 + noise.next() * 0.08));
    },
  };
}
