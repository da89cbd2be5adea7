/**
 * Every fund held, together: the total value, cost and gain, one XIRR over all the money that went
 * in and came out, and how the value splits by category and by fund house.
 */
import { sharesBps } from '@/domain/spending/shares';

import type { FundInput } from './fund-lines';
import { fundCashFlows, fundPosition, type FundPosition } from './fund-position';
import { xirr } from './xirr';

/** One group's value and its share of the whole in basis points (the shares add up to 10 000). */
type FundShare = { key: string; valuePaise: number; shareBp: number };

export type FundPortfolioView = {
  valuePaise: number;
  investedPaise: number;
  gainPaise: number;
  xirr: number | null;
  /** Highest value first; funds no longer held last. */
  funds: { fund: FundInput; position: FundPosition }[];
  byCategory: FundShare[];
  byAmc: FundShare[];
};

/** Groups with a value, highest first (ties by key), with largest-remainder shares. */
function sharesBy(rows: readonly { key: string; valuePaise: number }[]): FundShare[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.valuePaise > 0) totals.set(row.key, (totals.get(row.key) ?? 0) + row.valuePaise);
  }
  const ordered = [...totals]
    .map(([key, valuePaise]) => ({ key, valuePaise }))
    .sort((a, b) => b.valuePaise - a.valuePaise || a.key.localeCompare(b.key));
  const shares = sharesBps(ordered.map((group) => group.valuePaise));
  return ordered.map((group, index) => ({ ...group, shareBp: shares[index] ?? 0 }));
}

export function fundPortfolio(funds: readonly FundInput[], asOfDay: string): FundPortfolioView {
  const positions = funds.map((fund) => ({ fund, position: fundPosition(fund, asOfDay) }));
  const held = (row: (typeof positions)[number]) => (row.position.unitsMilli > 0 ? 0 : 1);
  const ordered = positions.toSorted(
    (a, b) =>
      held(a) - held(b) ||
      b.position.valuePaise - a.position.valuePaise ||
      a.fund.name.localeCompare(b.fund.name) ||
      a.fund.folioId.localeCompare(b.fund.folioId),
  );
  const valuePaise = positions.reduce((sum, row) => sum + row.position.valuePaise, 0);
  const investedPaise = positions.reduce((sum, row) => sum + row.position.investedPaise, 0);
  const flows = positions.flatMap((row) => fundCashFlows(row.fund, asOfDay, row.position.valuePaise));
  return {
    valuePaise,
    investedPaise,
    gainPaise: valuePaise - investedPaise,
    xirr: xirr(flows),
    funds: ordered,
    byCategory: sharesBy(
      positions.map((row) => ({ key: row.fund.category, valuePaise: row.position.valuePaise })),
    ),
    byAmc: sharesBy(positions.map((row) => ({ key: row.fund.amc, valuePaise: row.position.valuePaise }))),
  };
}
