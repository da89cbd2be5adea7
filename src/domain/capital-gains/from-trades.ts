/**
 * From a demat account's trades to classed lots: each stock's buys and sells become `LotEvent`s
 * (whole shares in thousandths, money in paise, the day in India), matched first in first out per
 * account and stock, and each matched piece is classed as listed equity with its 31 January 2018
 * price. Sales are the pieces of one stock sold in one account on one day.
 */
import { financialYearLabel, financialYearStart } from '@/domain/dates/financial-year';
import { istDayOf } from '@/domain/dates/ist';

import { classifyPiece } from './classify';
import { type LotEvent, matchLots, MILLI_UNITS_PER_UNIT, type OpenLot } from './lots';
import { groupSales, type SaleTotals } from './sales';
import type { Schedule112APiece } from './schedule-112a';
import { GAINS_RULES } from './tax-rules';

/** One trade as the stocks service reports it. */
type EquityTrade = {
  isin: string;
  symbol: string;
  companyName: string | null;
  side: 'BUY' | 'SELL';
  /** Whole shares. */
  quantity: number;
  pricePaise: number;
  /** An ISO instant. */
  tradedAt: string;
};

export type EquityAccount = { accountId: string; brokerName: string; trades: readonly EquityTrade[] };

/** A piece of a sale with the account and stock it belongs to. */
export type GainsPiece = Schedule112APiece & { accountId: string; symbol: string };

/** What one stock sold in one account on one day came to. */
export type EquitySale = SaleTotals<GainsPiece> & {
  accountId: string;
  isin: string;
  symbol: string;
  name: string;
};

/** Each trade of one stock as a lot event, oldest first (the order given is kept on a day). */
function tradeEvents(trades: readonly EquityTrade[]): LotEvent[] {
  return trades.map((trade) => {
    const day = istDayOf(new Date(trade.tradedAt));
    const units = trade.quantity * MILLI_UNITS_PER_UNIT;
    const paise = trade.quantity * trade.pricePaise;
    return trade.side === 'BUY'
      ? { kind: 'buy', day, units, costPaise: paise }
      : { kind: 'sell', day, units, proceedsPaise: paise };
  });
}

/** An account's trades by stock, each stock's in the order given. */
function tradesByIsin(trades: readonly EquityTrade[]): Map<string, EquityTrade[]> {
  const byIsin = new Map<string, EquityTrade[]>();
  for (const trade of trades) byIsin.set(trade.isin, [...(byIsin.get(trade.isin) ?? []), trade]);
  return byIsin;
}

/**
 * Every classed piece of every sale of the accounts, with the sales they make up. `prices2018` is
 * the price per share on 31 January 2018 by ISIN. Sales before the rules Kosh knows are left out.
 */
export function equityGains(
  accounts: readonly EquityAccount[],
  prices2018: ReadonlyMap<string, number>,
): { pieces: GainsPiece[]; sales: EquitySale[] } {
  const pieces: GainsPiece[] = [];
  for (const account of accounts) {
    for (const [isin, trades] of tradesByIsin(account.trades)) {
      const first = trades[0]!;
      const name = trades.find((trade) => trade.companyName !== null)?.companyName ?? first.symbol;
      const fmv = prices2018.get(isin);
      const facts = { assetClass: 'equity' as const, fmv2018PerUnitPaise: fmv };
      for (const matched of matchLots(tradeEvents(trades)).pieces) {
        const classed = classifyPiece(matched, facts);
        if (classed === null) continue;
        pieces.push({
          ...classed,
          isin,
          name,
          symbol: first.symbol,
          accountId: account.accountId,
          ...(fmv === undefined ? {} : { fmv2018PerUnitPaise: fmv }),
        });
      }
    }
  }
  const sales = groupSales(
    pieces,
    (piece) => `${piece.accountId}|${piece.isin}|${piece.saleDay}`,
    (piece) => ({ accountId: piece.accountId, isin: piece.isin, symbol: piece.symbol, name: piece.name }),
  );
  return { pieces, sales };
}

/** One stock still held in one account: the lots left after every sale, first in first out. */
export type EquityHolding = {
  accountId: string;
  isin: string;
  symbol: string;
  name: string;
  open: OpenLot[];
};

/** Each account's stocks still held, with their open lots (the same matching as the gains). */
export function equityHoldings(accounts: readonly EquityAccount[]): EquityHolding[] {
  const holdings: EquityHolding[] = [];
  for (const account of accounts) {
    for (const [isin, trades] of tradesByIsin(account.trades)) {
      const { open } = matchLots(tradeEvents(trades));
      if (open.length === 0) continue;
      const first = trades[0]!;
      const name = trades.find((trade) => trade.companyName !== null)?.companyName ?? first.symbol;
      holdings.push({ accountId: account.accountId, isin, symbol: first.symbol, name, open });
    }
  }
  return holdings;
}

/** The first financial year the rules table classes equity in (FY 2008-09). */
const FIRST_EQUITY_YEAR = financialYearStart(
  GAINS_RULES.find((rule) => rule.assetClass === 'equity')?.from ?? '2008-04-01',
);

/**
 * The financial years to offer, newest first: the one `today` is in and every earlier year with a
 * sale that the rules class (start years, 2025 for FY 2025-26).
 */
export function gainsYears(saleDays: readonly string[], today: string): number[] {
  const current = financialYearStart(today);
  const years = new Set([current]);
  for (const day of saleDays) {
    const year = financialYearStart(day);
    if (year <= current && year >= FIRST_EQUITY_YEAR) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

// Here, not in dates/financial-year.ts: that module is in the entry chunk, these only in this screen's.

/** The start year of a financial year written `2025-26` (as in an address), or null. */
export function financialYearFromText(text: string | null): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (match === null) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/** `2025-26` for the financial year starting in April `startYear` (the address form). */
export function financialYearText(startYear: number): string {
  return financialYearLabel(startYear).slice(3);
}
