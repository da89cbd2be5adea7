import { type Paise, paise } from '@/domain/money/paise';

/** A dated amount: negative money going in (a buy), positive coming out (a sale, today's value). */
export type CashFlow = { date: string; amountPaise: number };

/** One trade as the depository reports it. */
export type TradeFlowInput = { side: 'BUY' | 'SELL'; quantity: number; pricePaise: number; tradedAt: string };

const MS_PER_DAY = 86_400_000;
const DAYS_PER_YEAR = 365;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
/** Rates tried when Newton's method does not settle: a sign change between two brackets a root. */
const GRID = [
  -1 + 1e-9,
  -0.9999,
  -0.999,
  -0.99,
  -0.9,
  -0.75,
  -0.5,
  -0.25,
  0,
  0.1,
  0.25,
  0.5,
  1,
  2,
  5,
  10,
  100,
  1000,
];
const MAX_ITERATIONS = 200;

/** Days since 1970-01-01 of an ISO date or instant (its date part, UTC), or null if malformed. */
function dayNumber(iso: string): number | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-30 over into March; a real date reads back unchanged.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

/**
 * The cash flows of a holding history for XIRR: each buy is money in (negative), each sale money
 * out (positive), and what the holdings are worth `today` counts as a final sale.
 */
export function tradeCashFlows(
  trades: readonly TradeFlowInput[],
  currentValuePaise: Paise,
  today: string,
): CashFlow[] {
  const flows = trades.map((trade) => ({
    date: trade.tradedAt,
    amountPaise: paise((trade.side === 'BUY' ? -1 : 1) * trade.quantity * trade.pricePaise),
  }));
  return [...flows, { date: today, amountPaise: currentValuePaise }];
}

/**
 * The annualised internal rate of return of irregular cash flows (Excel's XIRR, actual/365):
 * the rate r with Σ amountᵢ / (1 + r)^(daysᵢ / 365) = 0, as a fraction (0.1234 = 12.34 % a year).
 * Newton's method first, then bisection inside the first sign change of a coarse grid. Null when
 * there is no answer: fewer than one inflow and one outflow, a malformed date, or no root found.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  const points: { years: number; amount: number }[] = [];
  let first = Number.POSITIVE_INFINITY;
  const days: number[] = [];
  for (const flow of flows) {
    const day = dayNumber(flow.date);
    if (day === null || !Number.isFinite(flow.amountPaise)) return null;
    days.push(day);
    first = Math.min(first, day);
  }
  flows.forEach((flow, index) => {
    points.push({ years: ((days[index] ?? first) - first) / DAYS_PER_YEAR, amount: flow.amountPaise });
  });
  if (!points.some((p) => p.amount > 0) || !points.some((p) => p.amount < 0)) return null;
  const scale = points.reduce((sum, p) => sum + Math.abs(p.amount), 0);
  const npv = (rate: number): number => points.reduce((sum, p) => sum + p.amount / (1 + rate) ** p.years, 0);
  const slope = (rate: number): number =>
    points.reduce((sum, p) => sum - (p.years * p.amount) / (1 + rate) ** (p.years + 1), 0);
  const settled = (rate: number): boolean => Math.abs(npv(rate)) <= scale * 1e-9;

  let rate = 0.1;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const step = npv(rate) / slope(rate);
    if (!Number.isFinite(step)) break;
    const next = rate - step;
    if (next <= -1 || !Number.isFinite(next)) break;
    rate = next;
    if (Math.abs(step) < 1e-12) break;
  }
  if (rate > -1 && Number.isFinite(rate) && settled(rate)) return rate;
  return bisect(npv);
}

/**
 * Bisection between the first pair of grid rates whose NPVs differ in sign. The NPV is continuous
 * for rates above -1, so a sign change always holds a root; 200 halvings reach float precision.
 */
function bisect(npv: (rate: number) => number): number | null {
  for (let i = 0; i + 1 < GRID.length; i += 1) {
    let low = GRID[i] ?? 0;
    let high = GRID[i + 1] ?? 0;
    let atLow = npv(low);
    if (atLow === 0) return low;
    if (Math.sign(atLow) === Math.sign(npv(high))) continue;
    for (let j = 0; j < MAX_ITERATIONS; j += 1) {
      const mid = (low + high) / 2;
      const atMid = npv(mid);
      if (Math.sign(atMid) === Math.sign(atLow)) {
        low = mid;
        atLow = atMid;
      } else high = mid;
    }
    return (low + high) / 2;
  }
  return null;
}
