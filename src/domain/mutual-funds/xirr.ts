/**
 * The extended internal rate of return: the yearly rate at which the cash flows of an investment,
 * each on its own day, are worth nothing together. Days count actual/365 from the first flow, as
 * spreadsheet XIRR counts them. Newton's method first, bisection when Newton strays.
 */
import { dayNumber } from '@/domain/dates/iso-day';

/** Negative: paid in by the investor; positive: received (or still held, valued). */
export type CashFlow = { day: string; amountPaise: number };

const DAYS_PER_YEAR = 365;
const MAX_NEWTON_STEPS = 100;
const MAX_BISECTION_STEPS = 300;
/** A rate is found when a step changes it by less than this (relative above 100 %). */
const RATE_TOLERANCE = 1e-10;
/** The lowest rate tried: −100 % would divide by zero. */
const LOWEST_RATE = -0.999_999_999;
/** The highest rate looked for (10^9: a billion-fold a year); anything above is no rate to show. */
const HIGHEST_RATE = 1e9;

type Flow = { years: number; amount: number };

/** The net present value of the flows at `rate`, and its derivative by the rate. */
function npvAndSlope(flows: readonly Flow[], rate: number): [number, number] {
  let npv = 0;
  let slope = 0;
  for (const { years, amount } of flows) {
    const discount = (1 + rate) ** -years;
    npv += amount * discount;
    slope -= (years * amount * discount) / (1 + rate);
  }
  return [npv, slope];
}

function newton(flows: readonly Flow[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const [npv, slope] = npvAndSlope(flows, rate);
    if (!Number.isFinite(npv) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - npv / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE) return null;
    if (Math.abs(next - rate) < RATE_TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return null;
}

function bisection(flows: readonly Flow[]): number | null {
  let low = LOWEST_RATE;
  let high = 1;
  const sign = (rate: number) => Math.sign(npvAndSlope(flows, rate)[0]);
  const lowSign = sign(low);
  while (sign(high) === lowSign && high < HIGHEST_RATE) high *= 2;
  if (sign(high) === lowSign || lowSign === 0) return null;
  for (
    let step = 0;
    step < MAX_BISECTION_STEPS && high - low > RATE_TOLERANCE * Math.max(1, Math.abs(low));
    step += 1
  ) {
    const middle = (low + high) / 2;
    if (sign(middle) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The yearly rate as a fraction (0.1234 is 12.34 %); null with fewer than two flows, without both
 * a payment and a receipt, or when no rate is found.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.length < 2) return null;
  if (!flows.some((flow) => flow.amountPaise < 0) || !flows.some((flow) => flow.amountPaise > 0)) return null;
  const first = Math.min(...flows.map((flow) => dayNumber(flow.day)));
  const timed = flows.map((flow) => ({
    years: (dayNumber(flow.day) - first) / DAYS_PER_YEAR,
    amount: flow.amountPaise,
  }));
  const rate = newton(timed, 0.1) ?? bisection(timed);
  if (rate === null || !Number.isFinite(rate) || rate > HIGHEST_RATE) return null;
  // Whatever method found it, the rate must make the flows worth (close to) nothing.
  const scale = timed.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
  const [npv] = npvAndSlope(timed, rate);
  return Math.abs(npv) <= scale * 1e-7 ? rate : null;
}
