import { allocateBasisPoints } from './allocation';
import { combinePerformance, type Holding, holdingPerformance, type Performance } from './holding';
import { marketCapLabel, marketCapRank } from './market-cap';

/**
 * How holdings are grouped: the three "Holdings grouping" tabs of docs/product.md#tabs-and-filters (Stocks,
 * Market Cap, Sector) plus by broker for the consolidated analytics. `stocks` merges the same ISIN held at
 * several brokers into one position.
 */
export type GroupBy = 'stocks' | 'market_cap' | 'sector' | 'broker';

/** Holdings that share a key, their combined performance and their share of the whole. */
export type HoldingGroup<H extends Holding> = {
  /** ISIN, market-cap bucket, sector name or broker id. */
  key: string;
  /** What a user reads: company name, "Large cap", sector, broker name. */
  label: string;
  holdings: H[];
  performance: Performance;
  /** Share of the current value of all grouped holdings, in bps; the groups sum to 10000. */
  shareBps: number;
};

/** Labels that the holdings themselves cannot give (broker names live with the broker). */
export type GroupLabels = { brokerName?: (brokerId: string) => string };

function keyOf(holding: Holding, by: GroupBy): string {
  switch (by) {
    case 'stocks':
      return holding.isin;
    case 'market_cap':
      return holding.marketCap;
    case 'sector':
      return holding.sector;
    case 'broker':
      return holding.brokerId;
  }
}

function labelOf(holding: Holding, by: GroupBy, labels: GroupLabels): string {
  switch (by) {
    case 'stocks':
      return holding.companyName;
    case 'market_cap':
      return marketCapLabel(holding.marketCap);
    case 'sector':
      return holding.sector;
    case 'broker':
      return labels.brokerName?.(holding.brokerId) ?? holding.brokerId;
  }
}

/** Market-cap buckets tie-break largest first; everything else by label, then key. */
function tieBreak<H extends Holding>(a: HoldingGroup<H>, b: HoldingGroup<H>, by: GroupBy): number {
  const first = a.holdings[0];
  const second = b.holdings[0];
  if (by === 'market_cap' && first && second) {
    const byRank = marketCapRank(first.marketCap) - marketCapRank(second.marketCap);
    if (byRank !== 0) return byRank;
  }
  return a.label.localeCompare(b.label) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Groups holdings by `by`, largest current value first. Every holding lands in exactly one group,
 * so the groups' values add up to the portfolio's (value conservation), and their shares sum to
 * exactly 10000 bps (largest remainder). Holdings keep their input order inside a group.
 */
export function groupHoldings<H extends Holding>(
  holdings: readonly H[],
  by: GroupBy,
  labels: GroupLabels = {},
): HoldingGroup<H>[] {
  const buckets = new Map<string, { label: string; holdings: H[] }>();
  for (const holding of holdings) {
    const key = keyOf(holding, by);
    const bucket = buckets.get(key);
    if (bucket) bucket.holdings.push(holding);
    else buckets.set(key, { label: labelOf(holding, by, labels), holdings: [holding] });
  }
  const groups: HoldingGroup<H>[] = [...buckets].map(([key, bucket]) => ({
    key,
    label: bucket.label,
    holdings: bucket.holdings,
    performance: combinePerformance(bucket.holdings.map(holdingPerformance)),
    shareBps: 0,
  }));
  const shares = allocateBasisPoints(groups.map((group) => group.performance.currentValuePaise));
  groups.forEach((group, index) => {
    group.shareBps = shares[index] ?? 0;
  });
  return groups.sort(
    (a, b) => b.performance.currentValuePaise - a.performance.currentValuePaise || tieBreak(a, b, by),
  );
}
