/**
 * A folio's holding of one scheme, as the domain reads it: the registrar's statement lines in
 * camelCase, money in paise, units in thousandths, a NAV in hundredths of a paisa (₹123.4567 is
 * 1234567). The lines become first-in first-out lot events: purchases, SIP instalments, switches
 * in and reinvested dividends are buys; redemptions and switches out (a transfer for tax) are sells.
 */
import type { LotEvent } from '@/domain/capital-gains/lots';
import type { GainsAssetClass } from '@/domain/capital-gains/tax-rules';

export type FundLineKind =
  'purchase' | 'sip' | 'redemption' | 'switch_in' | 'switch_out' | 'dividend_reinvest' | 'stamp_duty';

/** One statement line; stamp duty has an amount and no units. */
export type FundLine = { day: string; kind: FundLineKind; amountPaise: number; unitsMilli: number };

/** How the income-tax law treats the scheme's gains, as the fund house declares it. */
export type FundTaxClass = 'equity' | 'debt' | 'other';

export type FundInput = {
  folioId: string;
  folioNumber: string;
  isin: string;
  name: string;
  amc: string;
  category: string;
  taxClass: FundTaxClass;
  navHundredthPaise: number;
  navDay: string;
  /** The NAV on 31 January 2018, for a scheme that existed then. */
  nav2018HundredthPaise: number | null;
  /** Oldest first. */
  lines: readonly FundLine[];
};

/** A line that moves units, with what the units cost: its amount plus the stamp duty put on it. */
type CostedFundLine = FundLine & { costPaise: number };

const BUY_KINDS: ReadonlySet<FundLineKind> = new Set(['purchase', 'sip', 'switch_in', 'dividend_reinvest']);
/** Stamp duty goes to the day's purchases and SIP instalments first, to its other buys only without them. */
const STAMPED_KINDS: ReadonlySet<FundLineKind> = new Set(['purchase', 'sip']);

/** Whether a line adds units to the folio. */
export function isFundBuy(kind: FundLineKind): boolean {
  return BUY_KINDS.has(kind);
}

/** The class the capital-gains rules know a fund's tax class by. */
export function fundAssetClass(taxClass: FundTaxClass): GainsAssetClass {
  return taxClass === 'equity' ? 'equity' : taxClass === 'debt' ? 'debt_fund' : 'other_fund';
}

/**
 * The lines that move units, in the order given, each buy's cost raised by the stamp duty of its
 * day (stamp duty is part of the cost of acquisition). The n-th stamp-duty line of a day goes to
 * the n-th purchase or SIP instalment of that day (any further ones to the last); a day with none
 * puts it on its other buys the same way; stamp duty on a day without any buy is left out.
 */
export function costedFundLines(lines: readonly FundLine[]): CostedFundLine[] {
  const costed: CostedFundLine[] = lines
    .filter((line) => line.kind !== 'stamp_duty')
    .map((line) => ({ ...line, costPaise: line.amountPaise }));
  const stampsByDay = new Map<string, number[]>();
  for (const line of lines) {
    if (line.kind === 'stamp_duty')
      stampsByDay.set(line.day, [...(stampsByDay.get(line.day) ?? []), line.amountPaise]);
  }
  for (const [day, stamps] of stampsByDay) {
    const buys = costed.filter((line) => line.day === day && isFundBuy(line.kind));
    const stamped = buys.filter((line) => STAMPED_KINDS.has(line.kind));
    const targets = stamped.length > 0 ? stamped : buys;
    stamps.forEach((stamp, index) => {
      const target = targets[Math.min(index, targets.length - 1)];
      if (target !== undefined) target.costPaise += stamp;
    });
  }
  return costed;
}

/** The lines as lot events for `matchLots`: buys at their cost with stamp duty, sells at their amount. */
export function fundLotEvents(lines: readonly FundLine[]): LotEvent[] {
  return costedFundLines(lines).map((line) =>
    isFundBuy(line.kind)
      ? { kind: 'buy', day: line.day, units: line.unitsMilli, costPaise: line.costPaise }
      : { kind: 'sell', day: line.day, units: line.unitsMilli, proceedsPaise: line.amountPaise },
  );
}
