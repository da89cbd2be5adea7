import type { FundInput } from '@/domain/mutual-funds/fund-lines';

import type { Folio, FundPortfolio } from './mutual-funds';

// With the contract: the mutual-funds and capital-gains screens both read the funds answer this
// way, and the sandbox's SIPs route too, so it lives where client and sandbox share code.

/** The depositories' FIPs report the fund units held in a demat account (docs/mutual-funds.md). */
const DEPOSITORY_OF: Partial<Record<Folio['source'], 'CDSL' | 'NSDL'>> = {
  CDSLFIP: 'CDSL',
  'fip@nsdl': 'NSDL',
};

/** The depository whose demat account holds a folio's units; undefined for a registrar's folio. */
export function folioDepository(folio: Pick<Folio, 'source'>): 'CDSL' | 'NSDL' | undefined {
  return DEPOSITORY_OF[folio.source];
}

/** Every scheme of every folio as the domain reads it (one entry per folio and scheme). */
export function fundInputs(portfolio: FundPortfolio): FundInput[] {
  return portfolio.folios.flatMap((folio) => {
    const depository = folioDepository(folio);
    return folio.schemes.map((scheme): FundInput => ({
      folioId: folio.folio_id,
      folioNumber: folio.folio_number,
      ...(depository === undefined ? {} : { depository }),
      isin: scheme.isin,
      name: scheme.name,
      amc: scheme.amc,
      category: scheme.category,
      taxClass: scheme.tax_class,
      navHundredthPaise: scheme.nav_hundredth_paise,
      navDay: scheme.nav_day,
      nav2018HundredthPaise: scheme.nav_2018_hundredth_paise,
      lines: scheme.transactions.map((line) => ({
        day: line.day,
        kind: line.kind,
        amountPaise: line.amount_paise,
        unitsMilli: line.units_milli,
        ...(line.ratio === undefined ? {} : { ratio: line.ratio }),
      })),
    }));
  });
}
