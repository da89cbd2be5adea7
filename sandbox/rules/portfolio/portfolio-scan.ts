import { formatBpsPercent } from '@/domain/portfolio/percent-text';

import { groupHoldings, type HoldingGroup } from './grouping';
import type { Holding } from './holding';

/**
 * The reference point for "concentrated in one stock": SEBI caps a mutual fund's equity scheme at
 * 10 % of its assets in any one company. A scan states the fact; it does not advise.
 */
export const SINGLE_STOCK_REFERENCE_BPS = 1000;

/** One observation of a scan, in words a user reads; `attention` marks the concentration fact. */
type ScanNote = {
  code: 'SPREAD' | 'TOP_HOLDING' | 'SINGLE_STOCK_ABOVE_REFERENCE' | 'TOP_THREE' | 'TOP_SECTOR' | 'SMALL_CAPS';
  level: 'info' | 'attention';
  text: string;
};

/** A group's headline: key, label, value and share (of the scanned portfolio, in bps). */
type ScanShare = {
  key: string;
  label: string;
  valuePaise: number;
  shareBps: number;
  stocksCount: number;
};

/** What a portfolio scan finds: concentration, small caps and plain-language notes. */
export type PortfolioScan = {
  holdingsCount: number;
  stocksCount: number;
  sectorsCount: number;
  topHolding: ScanShare | null;
  topThreeShareBps: number;
  stocksAboveReferenceCount: number;
  topSector: ScanShare | null;
  smallCaps: { stocksCount: number; valuePaise: number; shareBps: number };
  notes: ScanNote[];
};

function distinctStocks(holdings: readonly Holding[]): number {
  return new Set(holdings.map((holding) => holding.isin)).size;
}

function headline<H extends Holding>(group: HoldingGroup<H> | undefined): ScanShare | null {
  if (!group) return null;
  return {
    key: group.key,
    label: group.label,
    valuePaise: group.performance.currentValuePaise,
    shareBps: group.shareBps,
    stocksCount: distinctStocks(group.holdings),
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function notesFor(scan: Omit<PortfolioScan, 'notes'>): ScanNote[] {
  const notes: ScanNote[] = [];
  const { topHolding, topSector, smallCaps, stocksCount } = scan;
  notes.push({
    code: 'SPREAD',
    level: 'info',
    text: `You hold ${plural(stocksCount, 'stock', 'stocks')} across ${plural(scan.sectorsCount, 'sector', 'sectors')}.`,
  });
  if (topHolding) {
    notes.push({
      code: 'TOP_HOLDING',
      level: 'info',
      text: `${topHolding.label} is your largest holding: ${formatBpsPercent(topHolding.shareBps)} of your portfolio.`,
    });
  }
  if (scan.stocksAboveReferenceCount > 0) {
    notes.push({
      code: 'SINGLE_STOCK_ABOVE_REFERENCE',
      level: 'attention',
      text: `${plural(scan.stocksAboveReferenceCount, 'stock is', 'stocks are each')} more than ${SINGLE_STOCK_REFERENCE_BPS / 100}% of your portfolio, the limit SEBI sets for a mutual fund's holding in any one company.`,
    });
  }
  if (stocksCount > 3) {
    notes.push({
      code: 'TOP_THREE',
      level: 'info',
      text: `Your three largest holdings make up ${formatBpsPercent(scan.topThreeShareBps)} of your portfolio.`,
    });
  }
  if (topSector) {
    notes.push({
      code: 'TOP_SECTOR',
      level: 'info',
      text: `${topSector.label} is your largest sector: ${formatBpsPercent(topSector.shareBps)} of your portfolio across ${plural(topSector.stocksCount, 'stock', 'stocks')}.`,
    });
  }
  notes.push({
    code: 'SMALL_CAPS',
    level: 'info',
    text:
      smallCaps.stocksCount === 0
        ? 'None of your stocks is a small cap.'
        : `${smallCaps.stocksCount} of your ${plural(stocksCount, 'stock', 'stocks')} ${smallCaps.stocksCount === 1 ? 'is a small cap' : 'are small caps'}: ${formatBpsPercent(smallCaps.shareBps)} of your portfolio.`,
  });
  return notes;
}

/**
 * Scans holdings for concentration: the largest stock (merged across brokers) and sector with
 * their shares, how many stocks exceed {@link SINGLE_STOCK_REFERENCE_BPS}, the top three's share,
 * and the small caps. Shares come from the same largest-remainder groupings the tabs show, so a
 * scan never disagrees with the Analytics tab. No holdings give zeros, nulls and no notes.
 */
export function scanPortfolio(holdings: readonly Holding[]): PortfolioScan {
  if (holdings.length === 0) {
    return {
      holdingsCount: 0,
      stocksCount: 0,
      sectorsCount: 0,
      topHolding: null,
      topThreeShareBps: 0,
      stocksAboveReferenceCount: 0,
      topSector: null,
      smallCaps: { stocksCount: 0, valuePaise: 0, shareBps: 0 },
      notes: [],
    };
  }
  const stocks = groupHoldings(holdings, 'stocks');
  const sectors = groupHoldings(holdings, 'sector');
  const small = groupHoldings(holdings, 'market_cap').find((group) => group.key === 'SMALL');
  const scan = {
    holdingsCount: holdings.length,
    stocksCount: stocks.length,
    sectorsCount: sectors.length,
    topHolding: headline(stocks[0]),
    topThreeShareBps: stocks.slice(0, 3).reduce((sum, group) => sum + group.shareBps, 0),
    stocksAboveReferenceCount: stocks.filter((group) => group.shareBps > SINGLE_STOCK_REFERENCE_BPS).length,
    topSector: headline(sectors[0]),
    smallCaps: {
      stocksCount: small ? distinctStocks(small.holdings) : 0,
      valuePaise: small?.performance.currentValuePaise ?? 0,
      shareBps: small?.shareBps ?? 0,
    },
  };
  return { ...scan, notes: notesFor(scan) };
}
