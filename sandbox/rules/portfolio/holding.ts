import { type Paise, paise } from '@/domain/money/paise';

import type { MarketCap } from './market-cap';

/** Basis points in a whole: 10000 bps = 100 %. */
export const BPS_PER_WHOLE = 10_000;

/**
 * One stock held at one broker (a demat "lot"): what the depository reports (ISIN, units) and
 * the prices the analytics need. Prices are integer paise; `quantity` is a whole number of shares.
 */
export type Holding = {
  id: string;
  brokerId: string;
  isin: string;
  symbol: string;
  companyName: string;
  sector: string;
  marketCap: MarketCap;
  quantity: number;
  avgPricePaise: Paise;
  lastPricePaise: Paise;
  /** Yesterday's close: the day change is measured from here. */
  prevClosePaise: Paise;
};

/**
 * What a holding (or any set of holdings) is worth and how it has done, all in paise.
 * Percentages are basis points (1843 = 18.43 %), null when their base is zero.
 */
export type Performance = {
  currentValuePaise: Paise;
  investedPaise: Paise;
  /** Unrealised profit or loss: current value − invested. */
  pnlPaise: Paise;
  /** Value at the previous close: the base of the day change percentage. */
  previousValuePaise: Paise;
  dayChangePaise: Paise;
  /** `pnl / invested` in bps. */
  overallReturnBps: number | null;
  /** `dayChange / previousValue` in bps. */
  dayChangeBps: number | null;
  holdingsCount: number;
};

/** `part / whole` in basis points, rounded half away from zero; null when `whole` is zero. */
function ratioBps(part: number, whole: number): number | null {
  if (whole === 0 || !Number.isFinite(part) || !Number.isFinite(whole)) return null;
  const bps = (part / whole) * BPS_PER_WHOLE;
  const rounded = Math.sign(bps) * Math.round(Math.abs(bps));
  // Keep -0 out of answers (it serialises as 0 but compares oddly in tests).
  return rounded === 0 ? 0 : rounded;
}

/** Builds a {@link Performance} from its four sums, deriving P&L and the percentages. */
function fromSums(current: number, invested: number, previous: number, count: number): Performance {
  const pnl = current - invested;
  const dayChange = current - previous;
  return {
    currentValuePaise: paise(current),
    investedPaise: paise(invested),
    pnlPaise: paise(pnl),
    previousValuePaise: paise(previous),
    dayChangePaise: paise(dayChange),
    overallReturnBps: ratioBps(pnl, invested),
    dayChangeBps: ratioBps(dayChange, previous),
    holdingsCount: count,
  };
}

/** Value, invested amount, P&L and day change of one holding: quantity × each price. */
export function holdingPerformance(holding: Holding): Performance {
  const { quantity } = holding;
  return fromSums(
    quantity * holding.lastPricePaise,
    quantity * holding.avgPricePaise,
    quantity * holding.prevClosePaise,
    1,
  );
}

/**
 * The performance of several parts taken together. Paise add up exactly; percentages are
 * recomputed from the sums (a value-weighted average), never averaged.
 */
export function combinePerformance(parts: readonly Performance[]): Performance {
  let current = 0;
  let invested = 0;
  let previous = 0;
  let count = 0;
  for (const part of parts) {
    current += part.currentValuePaise;
    invested += part.investedPaise;
    previous += part.previousValuePaise;
    count += part.holdingsCount;
  }
  return fromSums(current, invested, previous, count);
}

/** The performance of a whole set of holdings; an empty set is all zeros. */
export function portfolioPerformance(holdings: readonly Holding[]): Performance {
  return combinePerformance(holdings.map(holdingPerformance));
}
