/**
 * The lines of one scheme in one folio, as a CAMS or KFintech statement prints them: purchases and
 * SIP instalments with their stamp duty, redemptions, switches, IDCW reinvested, unit splits and
 * bonus units (no money; the units they add, at the NAV from that day). Units are
 * bought for the money after stamp duty, at that day's NAV, rounded down to 0.001 unit (registrars
 * never issue a fraction they were not paid for); a redemption pays units × NAV to the paisa.
 * A line after the anchor is not written: the world has not got there yet.
 */
import type { FundTransactionRow } from '../../db/data-rows-funds';
import { type Day, dayOf } from '../dates';
import type { NavSeries } from './nav-series';

type Kind = FundTransactionRow['kind'];

/** A line before it gets its id and folio. */
type FundLine = {
  day: Day;
  kind: Kind;
  amount_paise: number;
  units_milli: number;
  nav_hundredth_paise: number;
  ratio_from: number | null;
  ratio_to: number | null;
};

/** Stamp duty on mutual-fund purchases began on 1 July 2020 (Indian Stamp Act, as amended). */
const STAMP_DUTY_FROM = dayOf('2020-07-01');

/** 0.005 % of a purchase, to the paisa. */
function stampDutyOn(grossPaise: number): number {
  return Math.round(grossPaise / 20_000);
}

/** Units (thousandths) `paise` buys at `nav` (hundredths of a paisa), rounded down. */
function unitsFor(paise: number, nav: number): number {
  return Math.floor((paise * 100_000) / nav);
}

/** What `units` (thousandths) are worth at `nav`, to the paisa. */
function valueOf(units: number, nav: number): number {
  return Math.round((units * nav) / 100_000);
}

export type SchemeLines = {
  lines: FundLine[];
  /** A purchase or SIP instalment of `grossPaise` and its stamp duty; the units bought (0 if not written). */
  buy(kind: 'purchase' | 'sip', day: Day, grossPaise: number): number;
  /** A redemption or switch-out of `units`; the money paid out (0 if not written). */
  sell(kind: 'redemption' | 'switch_out', day: Day, units: number): number;
  /** Money coming in without stamp duty (a switch-in, an IDCW reinvested); the units bought. */
  receive(kind: 'switch_in' | 'dividend_reinvest', day: Day, paise: number): number;
  /**
   * A split (every `from` units held become `to`) or bonus (`to` new units for every `from`) of the
   * units held so far on `day`, rounded down to 0.001 unit; the units it adds (0 if not written).
   */
  act(kind: 'split' | 'bonus', day: Day, from: number, to: number): number;
  /** Units held at the end of `day`. */
  unitsOn(day: Day): number;
};

/** The lines of one scheme, priced from `series`, none after `anchorDay`. */
export function schemeLines(series: NavSeries, anchorDay: Day): SchemeLines {
  const lines: FundLine[] = [];
  const add = (day: Day, kind: Kind, amount: number, units: number, nav: number, ratio?: [number, number]) =>
    lines.push({
      day,
      kind,
      amount_paise: amount,
      units_milli: units,
      nav_hundredth_paise: nav,
      ratio_from: ratio?.[0] ?? null,
      ratio_to: ratio?.[1] ?? null,
    });
  const unitsOn = (day: Day) =>
    lines
      .filter((line) => line.day <= day)
      .reduce((sum, line) => {
        if (line.kind === 'redemption' || line.kind === 'switch_out') return sum - line.units_milli;
        return sum + line.units_milli;
      }, 0);
  return {
    lines,
    buy(kind, day, grossPaise) {
      if (day > anchorDay) return 0;
      const nav = series.on(day);
      const stamp = day >= STAMP_DUTY_FROM ? stampDutyOn(grossPaise) : 0;
      const units = unitsFor(grossPaise - stamp, nav);
      add(day, kind, grossPaise - stamp, units, nav);
      if (stamp > 0) add(day, 'stamp_duty', stamp, 0, 0);
      return units;
    },
    sell(kind, day, units) {
      if (day > anchorDay || units <= 0) return 0;
      const nav = series.on(day);
      const paise = valueOf(units, nav);
      add(day, kind, paise, units, nav);
      return paise;
    },
    receive(kind, day, paise) {
      if (day > anchorDay || paise <= 0) return 0;
      const nav = series.on(day);
      const units = unitsFor(paise, nav);
      add(day, kind, paise, units, nav);
      return units;
    },
    act(kind, day, from, to) {
      if (day > anchorDay) return 0;
      const held = unitsOn(day);
      const added = kind === 'split' ? Math.floor((held * to) / from) - held : Math.floor((held * to) / from);
      add(day, kind, 0, added, series.on(day), [from, to]);
      return added;
    },
    unitsOn,
  };
}
