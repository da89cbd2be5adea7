/**
 * What a folio holds of one scheme on a day: the units left after first-in first-out redemptions,
 * what they cost, what they are worth at the latest NAV, and the XIRR of the money put in and taken
 * out, the holding counted as taken out on that day.
 */
import { matchLots, MILLI_UNITS_PER_UNIT, type MilliUnits } from '@/domain/capital-gains/lots';

import { costedFundLines, fundLotEvents, isFundAction, isFundBuy, type FundInput } from './fund-lines';
import { type CashFlow, xirr } from './xirr';

/** A lot still held. */
type OpenFundLot = {
  buyDay: string;
  unitsMilli: MilliUnits;
  costPaise: number;
};

export type FundPosition = {
  unitsMilli: MilliUnits;
  /** What the units still held cost, first in first out, stamp duty included. */
  investedPaise: number;
  /** Units × NAV, rounded to the paisa. */
  valuePaise: number;
  gainPaise: number;
  xirr: number | null;
  openLots: OpenFundLot[];
};

/** Hundredths of a paisa in a paisa. */
const HUNDREDTHS_PER_PAISA = 100;

/**
 * `units` thousandths at a NAV in hundredths of a paisa, in paise rounded half up (exact: BigInt).
 * The one valuation of fund units: the gateway's net worth values funds with it too.
 */
export function fundValuePaise(units: MilliUnits, navHundredthPaise: number): number {
  const divisor = BigInt(MILLI_UNITS_PER_UNIT * HUNDREDTHS_PER_PAISA);
  const product = BigInt(units) * BigInt(navHundredthPaise);
  return Number((product + divisor / 2n) / divisor);
}

/**
 * The money that went in and came out up to `asOfDay`: purchases, SIP instalments and switches in
 * (with their stamp duty) paid in, redemptions and switches out received, reinvested dividends,
 * splits and bonus units no money at all; and `valuePaise`, when held, received on `asOfDay`.
 */
export function fundCashFlows(fund: FundInput, asOfDay: string, valuePaise: number): CashFlow[] {
  const flows: CashFlow[] = [];
  for (const line of costedFundLines(fund.lines.filter((line) => line.day <= asOfDay))) {
    if (line.kind === 'dividend_reinvest' || isFundAction(line.kind)) continue;
    flows.push({ day: line.day, amountPaise: isFundBuy(line.kind) ? -line.costPaise : line.amountPaise });
  }
  if (valuePaise > 0) flows.push({ day: asOfDay, amountPaise: valuePaise });
  return flows;
}

/** The holding on `asOfDay`, from the lines up to that day. */
export function fundPosition(fund: FundInput, asOfDay: string): FundPosition {
  const lines = fund.lines.filter((line) => line.day <= asOfDay);
  const { open } = matchLots(fundLotEvents(lines));
  const openLots = open.map((lot) => ({
    buyDay: lot.buyDay,
    unitsMilli: lot.units,
    costPaise: lot.costPaise,
  }));
  const unitsMilli = openLots.reduce((sum, lot) => sum + lot.unitsMilli, 0);
  const investedPaise = openLots.reduce((sum, lot) => sum + lot.costPaise, 0);
  const valuePaise = fundValuePaise(unitsMilli, fund.navHundredthPaise);
  return {
    unitsMilli,
    investedPaise,
    valuePaise,
    gainPaise: valuePaise - investedPaise,
    xirr: xirr(fundCashFlows(fund, asOfDay, valuePaise)),
    openLots,
  };
}
