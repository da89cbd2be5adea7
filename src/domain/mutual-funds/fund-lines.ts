/**
 * A folio's holding of one scheme, as the domain reads it: the registrar's statement lines in
 * camelCase, money in paise, units in thousandths, a NAV in hundredths of a paisa (₹123.4567 is
 * 1234567). The lines become first-in first-out lot events: purchases, SIP instalments, switches
 * in and reinvested dividends are buys; redemptions and switches out (a transfer for tax) are sells;
 * a unit split multiplies the units of every lot held (each keeps its cost and date), and bonus units
 * are a lot of their own at nil cost, acquired on the day of allotment (section 55(2)(aa)).
 */
import type { LotEvent } from '@/domain/capital-gains/lots';
import type { GainsAssetClass } from '@/domain/capital-gains/tax-rules';

export type FundLineKind =
  | 'purchase'
  | 'sip'
  | 'redemption'
  | 'switch_in'
  | 'switch_out'
  | 'dividend_reinvest'
  | 'stamp_duty'
  | 'split'
  | 'bonus';

/** A corporate action's ratio: a split of `from` units into `to`, or `to` bonus units for every `from`. */
export type FundActionRatio = { from: number; to: number };

/**
 * One statement line; stamp duty has an amount and no units; a split or bonus has no amount, the
 * units it adds and its ratio.
 */
export type FundLine = {
  day: string;
  kind: FundLineKind;
  amountPaise: number;
  unitsMilli: number;
  ratio?: FundActionRatio;
};

/** How the income-tax law treats the scheme's gains, as the fund house declares it. */
export type FundTaxClass = 'equity' | 'debt' | 'other';

export type FundInput = {
  folioId: string;
  /** The registrar's folio number, or the demat account's BO id for units held in demat. */
  folioNumber: string;
  /** The depository of the demat account that holds the units; absent for a registrar's folio. */
  depository?: 'CDSL' | 'NSDL';
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
const ACTION_KINDS: ReadonlySet<FundLineKind> = new Set(['split', 'bonus']);

/** Whether a line adds units to the folio: a buy, or a split or bonus (which add units and cost nothing). */
export function isFundBuy(kind: FundLineKind): boolean {
  return BUY_KINDS.has(kind) || ACTION_KINDS.has(kind);
}

/** Whether a line is a split or bonus: no money moves, so it is no cash flow and takes no stamp duty. */
export function isFundAction(kind: FundLineKind): boolean {
  return ACTION_KINDS.has(kind);
}

/**
 * How many units one unit held before the action is after it: 10 for a 1:10 split, 2 for a 1:1
 * bonus. A NAV struck before the action, divided by this, compares with one struck after.
 */
export function actionFactor(kind: 'split' | 'bonus', ratio: FundActionRatio): number {
  return kind === 'split' ? ratio.to / ratio.from : (ratio.from + ratio.to) / ratio.from;
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
    const buys = costed.filter((line) => line.day === day && BUY_KINDS.has(line.kind));
    const stamped = buys.filter((line) => STAMPED_KINDS.has(line.kind));
    const targets = stamped.length > 0 ? stamped : buys;
    stamps.forEach((stamp, index) => {
      const target = targets[Math.min(index, targets.length - 1)];
      if (target !== undefined) target.costPaise += stamp;
    });
  }
  return costed;
}

/**
 * The lines as lot events for `matchLots`: buys at their cost with stamp duty, sells at their
 * amount, a split by its ratio (every lot's units, cost and date carried through), a bonus as the
 * units allotted. A split without a ratio cannot be applied and is left out rather than guessed
 * (the contract never sends one).
 */
export function fundLotEvents(lines: readonly FundLine[]): LotEvent[] {
  return costedFundLines(lines).flatMap((line): LotEvent[] => {
    if (line.kind === 'split') {
      return line.ratio === undefined
        ? []
        : [{ kind: 'split', day: line.day, ratio: line.ratio.to / line.ratio.from }];
    }
    if (line.kind === 'bonus') return [{ kind: 'bonus', day: line.day, units: line.unitsMilli }];
    return BUY_KINDS.has(line.kind)
      ? [{ kind: 'buy', day: line.day, units: line.unitsMilli, costPaise: line.costPaise }]
      : [{ kind: 'sell', day: line.day, units: line.unitsMilli, proceedsPaise: line.amountPaise }];
  });
}
