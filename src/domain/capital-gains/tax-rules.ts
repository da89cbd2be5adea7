/**
 * The capital-gains rules of Indian income tax, as a table keyed by date: a new budget adds a row,
 * it does not rewrite code. Which row applies is decided by the day of the sale (the transfer),
 * except the debt-fund rule of section 50AA, which looks at the day of the purchase.
 *
 * Rates are basis points (1500 = 15 %) of the gain, before surcharge and the 4 % cess; `slab` means
 * the gain is added to income and taxed at the customer's slab rate, which Kosh does not know.
 */

/** The classes the law treats differently. */
export type GainsAssetClass =
  /** Listed shares and equity-oriented funds (65 % or more in domestic listed equity; STT paid). */
  | 'equity'
  /** Funds with 65 % or more in debt ("specified mutual funds"). */
  | 'debt_fund'
  /** Every other fund: hybrids below 65 % equity, gold, international, funds of funds. */
  | 'other_fund';

export type TaxRate = { kind: 'flat'; basisPoints: number } | { kind: 'slab' };

/** One row: what holds for sales of a class from `from` (an ISO day) until the next row's day. */
export type GainsRule = {
  assetClass: GainsAssetClass;
  from: string;
  /** Long term when held for more than this many months. */
  longTermAfterMonths: number;
  shortTerm: { rate: TaxRate; section: string };
  longTerm: { rate: TaxRate; section: string };
  /** Long-term cost raised by the cost inflation index (section 48, second proviso). */
  indexation: boolean;
};

const flat = (basisPoints: number): TaxRate => ({ kind: 'flat', basisPoints });
const SLAB: TaxRate = { kind: 'slab' };

/** The day the Finance (No. 2) Act 2024 changed every rate and holding period. */
export const BUDGET_2024_DAY = '2024-07-23';
/** Lots bought before this day keep the 31 January 2018 value as a floor (section 55(2)(ac)). */
export const GRANDFATHERING_CUTOFF_DAY = '2018-02-01';
/** The day whose price grandfathers a lot bought before the cut-off. */
export const GRANDFATHERING_PRICE_DAY = '2018-01-31';
/** Debt funds bought from this day: every gain short term, at the slab rate (section 50AA). */
export const SECTION_50AA_FROM_DAY = '2023-04-01';

/** Oldest first within each class. */
export const GAINS_RULES: readonly GainsRule[] = [
  {
    assetClass: 'equity',
    from: '2008-04-01',
    longTermAfterMonths: 12,
    shortTerm: { rate: flat(1500), section: '111A' },
    // Long-term gains on shares and equity funds with STT paid were exempt (section 10(38)).
    longTerm: { rate: flat(0), section: '10(38)' },
    indexation: false,
  },
  {
    assetClass: 'equity',
    from: '2018-04-01',
    longTermAfterMonths: 12,
    shortTerm: { rate: flat(1500), section: '111A' },
    longTerm: { rate: flat(1000), section: '112A' },
    indexation: false,
  },
  {
    assetClass: 'equity',
    from: BUDGET_2024_DAY,
    longTermAfterMonths: 12,
    shortTerm: { rate: flat(2000), section: '111A' },
    longTerm: { rate: flat(1250), section: '112A' },
    indexation: false,
  },
  {
    assetClass: 'debt_fund',
    from: '2014-07-11',
    longTermAfterMonths: 36,
    shortTerm: { rate: SLAB, section: 'slab' },
    longTerm: { rate: flat(2000), section: '112' },
    indexation: true,
  },
  {
    assetClass: 'debt_fund',
    from: BUDGET_2024_DAY,
    longTermAfterMonths: 24,
    shortTerm: { rate: SLAB, section: 'slab' },
    longTerm: { rate: flat(1250), section: '112' },
    indexation: false,
  },
  {
    assetClass: 'other_fund',
    from: '2014-07-11',
    longTermAfterMonths: 36,
    shortTerm: { rate: SLAB, section: 'slab' },
    longTerm: { rate: flat(2000), section: '112' },
    indexation: true,
  },
  {
    assetClass: 'other_fund',
    from: BUDGET_2024_DAY,
    longTermAfterMonths: 24,
    shortTerm: { rate: SLAB, section: 'slab' },
    longTerm: { rate: flat(1250), section: '112' },
    indexation: false,
  },
];

/** The rule in force for a sale of `assetClass` on `saleDay`; null before the table's first row. */
export function gainsRuleFor(assetClass: GainsAssetClass, saleDay: string): GainsRule | null {
  let found: GainsRule | null = null;
  for (const rule of GAINS_RULES) {
    if (rule.assetClass === assetClass && rule.from <= saleDay) found = rule;
  }
  return found;
}

/**
 * The yearly exemption on long-term equity gains (section 112A), by the year the financial year
 * starts in: ₹1,00,000 from FY 2018-19, ₹1,25,000 from FY 2024-25 (for that whole year). In paise.
 */
const EQUITY_LTCG_EXEMPTION: readonly { fromFinancialYear: number; paise: number }[] = [
  { fromFinancialYear: 2018, paise: 1_00_000_00 },
  { fromFinancialYear: 2024, paise: 1_25_000_00 },
];

/** The section 112A exemption for the financial year starting in April `startYear`; 0 before it existed. */
export function equityExemptionFor(startYear: number): number {
  let found = 0;
  for (const row of EQUITY_LTCG_EXEMPTION) if (row.fromFinancialYear <= startYear) found = row.paise;
  return found;
}

/**
 * Cost inflation index by the year its financial year starts in (base FY 2001-02 = 100), as the
 * Central Board of Direct Taxes notifies it. Only sales before 23 July 2024 index a cost.
 */
export const COST_INFLATION_INDEX: Readonly<Record<number, number>> = {
  2001: 100,
  2002: 105,
  2003: 109,
  2004: 113,
  2005: 117,
  2006: 122,
  2007: 129,
  2008: 137,
  2009: 148,
  2010: 167,
  2011: 184,
  2012: 200,
  2013: 220,
  2014: 240,
  2015: 254,
  2016: 264,
  2017: 272,
  2018: 280,
  2019: 289,
  2020: 301,
  2021: 317,
  2022: 331,
  2023: 348,
  2024: 363,
  2025: 376,
};
