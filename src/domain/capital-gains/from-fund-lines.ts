/**
 * From folio statements to classed lots: each scheme's lines in each folio become `LotEvent`s
 * (stamp duty in the cost, switches out as sales), matched first in first out per folio and scheme,
 * and each matched piece is classed by the scheme's tax class with its 31 January 2018 NAV as the
 * grandfathering value. Sales are the pieces of one scheme redeemed or switched out of one folio on
 * one day.
 */
import { fundAssetClass, fundLotEvents, type FundInput } from '@/domain/mutual-funds/fund-lines';

import { classifyPiece, type SecurityTaxFacts } from './classify';
import { matchLots, type OpenLot } from './lots';
import { groupSales, type SaleTotals } from './sales';
import type { Schedule112APiece } from './schedule-112a';

/** A piece of a redemption with the folio and scheme it belongs to. */
export type FundGainsPiece = Schedule112APiece & { folioId: string };

/** What one scheme redeemed (or switched out) of one folio on one day came to. */
export type FundSale = SaleTotals<FundGainsPiece> & { folioId: string; isin: string; name: string };

/** Hundredths of a paisa in a paisa: a NAV of 1234567 is 12 345.67 paise a unit. */
const HUNDREDTHS_PER_PAISA = 100;

/** What the rules need of a scheme: its class and its 31 January 2018 NAV in paise a unit. */
export function fundTaxFacts(fund: FundInput): SecurityTaxFacts {
  const nav2018 = fund.nav2018HundredthPaise;
  // The exact NAV (fractions of a paisa) values the units; the schedule shows it to the paisa.
  return {
    assetClass: fundAssetClass(fund.taxClass),
    fmv2018PerUnitPaise: nav2018 === null ? undefined : nav2018 / HUNDREDTHS_PER_PAISA,
  };
}

/** The lots of a folio's scheme still held, first in first out (the same matching as the gains). */
export function fundOpenLots(fund: FundInput): OpenLot[] {
  return matchLots(fundLotEvents(fund.lines)).open;
}

/**
 * Every classed piece of every redemption and switch out of the funds, with the sales they make
 * up. Sales before the rules Kosh knows are left out.
 */
export function fundGains(funds: readonly FundInput[]): { pieces: FundGainsPiece[]; sales: FundSale[] } {
  const pieces: FundGainsPiece[] = [];
  for (const fund of funds) {
    const nav2018 = fund.nav2018HundredthPaise;
    const facts = fundTaxFacts(fund);
    for (const matched of matchLots(fundLotEvents(fund.lines)).pieces) {
      const classed = classifyPiece(matched, facts);
      if (classed === null) continue;
      pieces.push({
        ...classed,
        isin: fund.isin,
        name: fund.name,
        folioId: fund.folioId,
        ...(nav2018 === null ? {} : { fmv2018PerUnitPaise: Math.round(nav2018 / HUNDREDTHS_PER_PAISA) }),
      });
    }
  }
  const sales = groupSales(
    pieces,
    (piece) => `${piece.folioId}|${piece.isin}|${piece.saleDay}`,
    (piece) => ({ folioId: piece.folioId, isin: piece.isin, name: piece.name }),
  );
  return { pieces, sales };
}
