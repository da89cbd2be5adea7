/**
 * Each scheme's daily NAV, from its first knot to the anchor: a random walk pinned to the scheme's
 * knots (a Brownian bridge on the log NAV between two knots), then drifting by its category past the
 * last one. Saturdays and Sundays keep Friday's NAV, as no NAV is struck then. Every line of a folio
 * is priced from here, and the stored history (mf_nav_history) is sampled from it.
 */
import type { FUND_CATEGORIES } from '@/api/schemas/mutual-funds';
import { actionFactor } from '@/domain/mutual-funds/fund-lines';

import type { SeedContext } from '../context';
import { type Day, dayOf, isoDate, partsOf } from '../dates';
import type { Prng } from '../prng';
import type { FundScheme } from './schemes';

type Category = (typeof FUND_CATEGORIES)[number];

/** A year's growth past the last knot, and a weekday's spread of the log NAV, by category. */
const DRIFT: Record<Category, number> = { equity: 0.12, debt: 0.07, hybrid: 0.1, solution: 0.1, other: 0.09 };
const DAILY_SPREAD: Record<Category, number> = {
  equity: 0.011,
  debt: 0.0006,
  hybrid: 0.006,
  solution: 0.006,
  other: 0.008,
};
const WEEKDAYS_A_YEAR = 250;

/** A NAV series: hundredths of a paisa by day, from `first` to `last`. */
export type NavSeries = {
  first: Day;
  last: Day;
  /** The NAV of `day`; throws outside [first, last]: a line the seed would price from nothing. */
  on(day: Day): number;
};

function isWeekend(day: Day): boolean {
  const { weekday } = partsOf(day);
  return weekday === 0 || weekday === 6;
}

/** A standard normal draw (Box–Muller). */
function normal(rng: Prng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/** The log NAV of every day from the first knot to `to`, weekends not yet flattened. */
function logWalk(scheme: FundScheme, rng: Prng, to: Day): number[] {
  const { category } = scheme.row;
  const spread = DAILY_SPREAD[category];
  const knots = scheme.knots.map(([iso, rupees]) => {
    const day = dayOf(iso);
    if (isWeekend(day)) throw new RangeError(`${scheme.row.isin}: knot ${iso} is not a weekday`);
    return { day, log: Math.log(rupees) };
  });
  const start = knots[0];
  if (start === undefined) throw new RangeError(`${scheme.row.isin} has no knots`);
  const logs: number[] = [start.log];
  for (const [i, end] of knots.slice(1).entries()) {
    const begin = knots[i] ?? start;
    const length = end.day - begin.day;
    const walk = [0];
    for (let d = 1; d <= length; d += 1) {
      walk.push((walk[d - 1] ?? 0) + (isWeekend(begin.day + d) ? 0 : spread * normal(rng)));
    }
    const miss = walk[length] ?? 0;
    for (let d = 1; d <= length; d += 1) {
      const share = d / length;
      logs.push(begin.log + share * (end.log - begin.log) + (walk[d] ?? 0) - share * miss);
    }
  }
  const step = Math.log(1 + DRIFT[category]) / WEEKDAYS_A_YEAR;
  for (let day = start.day + logs.length; day <= to; day += 1) {
    const previous = logs[logs.length - 1] ?? start.log;
    logs.push(isWeekend(day) ? previous : previous + step + spread * normal(rng));
  }
  return logs;
}

/** What the walk's NAV is divided by on `day`: every split and bonus of the scheme up to it. */
function divisorOn(scheme: FundScheme, day: Day): number {
  return (scheme.actions ?? [])
    .filter((action) => dayOf(action.day) <= day)
    .reduce((product, action) => product * actionFactor(action.kind, action), 1);
}

/**
 * The scheme's NAV series up to the anchor, from the scheme's own PRNG stream. The NAV is the one a
 * fund house publishes: from a split or bonus on, it is the walk's divided by the units one unit became.
 */
export function navSeries(ctx: SeedContext, scheme: FundScheme): NavSeries {
  const logs = logWalk(scheme, ctx.rng(`mf-nav:${scheme.row.isin}`), ctx.anchorDay);
  const first = dayOf(scheme.knots[0]?.[0] ?? '');
  for (const action of scheme.actions ?? []) {
    if (isWeekend(dayOf(action.day)))
      throw new RangeError(`${scheme.row.isin}: ${action.kind} ${action.day} is not a weekday`);
  }
  const navs: number[] = [];
  for (const [i, log] of logs.entries()) {
    const friday = navs[i - 1];
    const nav = Math.round((Math.exp(log) * 10_000) / divisorOn(scheme, first + i));
    navs.push(isWeekend(first + i) && friday !== undefined ? friday : nav);
  }
  const last = Math.min(ctx.anchorDay, first + navs.length - 1);
  return {
    first,
    last,
    on(day) {
      const nav = day <= last ? navs[day - first] : undefined;
      if (nav === undefined) throw new RangeError(`${scheme.row.isin} has no NAV on ${isoDate(day)}`);
      return nav;
    },
  };
}
