/**
 * The scheme master the folios draw on, with the knots of each scheme's NAV walk (nav-series.ts):
 * rupee NAVs on fixed weekdays, near the real ones, so a reviewer's figures look like a real CAS
 * and the cases the capital-gains screen needs hold whatever the seed (the small-cap fund's NAV of
 * 31 January 2018 above its June 2017 price, the debt fund up between its purchases and its
 * redemption). The schemes are real; every ISIN carries a valid check digit, and the codes of PPFAS
 * Flexi Cap and Nippon India Small Cap are the real ones, the others plausible.
 */
import type { FundSchemeRow } from '../../db/data-rows-funds';

/** A unit split or a bonus issue of the scheme, from a weekday (`YYYY-MM-DD`) on: `from`:`to`. */
type FundSchemeAction = { day: string; kind: 'split' | 'bonus'; from: number; to: number };

/**
 * A scheme's walk: rupee NAVs it passes through on fixed days (`YYYY-MM-DD`, weekdays), the first
 * its start, in the units before any of its `actions` (the published NAV divides by them from their day).
 */
export type FundScheme = {
  row: Omit<FundSchemeRow, 'nav_2018_hundredth_paise'>;
  knots: readonly (readonly [string, number])[];
  actions?: readonly FundSchemeAction[];
};

export const PPFAS_FLEXI_CAP: FundScheme = {
  row: {
    isin: 'INF879O01027',
    amfi_code: '122639',
    name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    amc: 'PPFAS Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'equity',
    sub_category: 'Flexi Cap Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2018-01-01', 21.4],
    ['2020-03-24', 19.6],
    ['2021-04-05', 41.8],
    ['2022-06-17', 44.9],
    ['2024-01-01', 66.3],
    ['2025-10-14', 90.2],
  ],
};

export const HDFC_SHORT_TERM_DEBT: FundScheme = {
  row: {
    isin: 'INF179K01YM7',
    amfi_code: '119016',
    name: 'HDFC Short Term Debt Fund - Direct Plan - Growth',
    amc: 'HDFC Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'debt',
    sub_category: 'Short Duration Fund',
    tax_class: 'debt',
  },
  knots: [
    ['2018-01-01', 19.7],
    ['2023-03-20', 27.4],
    ['2025-06-16', 31.8],
  ],
};

export const HDFC_BALANCED_ADVANTAGE: FundScheme = {
  row: {
    isin: 'INF179K01WA6',
    amfi_code: '118968',
    name: 'HDFC Balanced Advantage Fund - Direct Plan - Growth',
    amc: 'HDFC Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'hybrid',
    sub_category: 'Balanced Advantage Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2018-01-01', 190.5],
    ['2020-03-24', 131.2],
    ['2022-11-07', 331.7],
    ['2025-09-01', 541.3],
  ],
};

export const HDFC_NIFTY_50: FundScheme = {
  row: {
    isin: 'INF179K01WM1',
    amfi_code: '119063',
    name: 'HDFC Nifty 50 Index Fund - Direct Plan - Growth',
    amc: 'HDFC Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'equity',
    sub_category: 'Index Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2018-01-01', 98.2],
    ['2020-03-24', 75.4],
    ['2024-01-01', 205.6],
    ['2025-09-01', 224.8],
  ],
};

export const NIPPON_SMALL_CAP: FundScheme = {
  row: {
    isin: 'INF204K01HY3',
    amfi_code: '113177',
    name: 'Nippon India Small Cap Fund - Regular Plan - Growth',
    amc: 'Nippon India Mutual Fund',
    plan: 'regular',
    option: 'growth',
    category: 'equity',
    sub_category: 'Small Cap Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2017-01-02', 31.9],
    ['2017-06-12', 38.6],
    ['2018-01-31', 48.7],
    ['2020-03-24', 27.8],
    ['2024-07-22', 172.4],
    ['2025-02-03', 149.6],
    ['2025-08-20', 167.9],
  ],
};

export const ICICI_BALANCED_ADVANTAGE_IDCW: FundScheme = {
  row: {
    isin: 'INF109K01Z48',
    amfi_code: '120378',
    name: 'ICICI Prudential Balanced Advantage Fund - Direct Plan - IDCW',
    amc: 'ICICI Prudential Mutual Fund',
    plan: 'direct',
    option: 'idcw',
    category: 'hybrid',
    sub_category: 'Balanced Advantage Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2018-01-01', 17.5],
    ['2020-03-24', 13.9],
    ['2022-01-10', 21.6],
    ['2025-10-01', 25.1],
  ],
};

export const SBI_GOLD: FundScheme = {
  row: {
    isin: 'INF200K01SX0',
    amfi_code: '119788',
    name: 'SBI Gold Fund - Direct Plan - Growth',
    amc: 'SBI Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'other',
    sub_category: 'FoF Domestic',
    tax_class: 'other',
  },
  knots: [
    ['2018-01-01', 10.8],
    ['2024-01-01', 18.6],
    ['2025-10-20', 32.4],
  ],
};

/**
 * A real scheme with an invented history: a split of ₹10 units into ₹1 units (1:10) and a 1:1 bonus,
 * so the screens have both to show (no fund has done either lately; the cases are the tax law's).
 */
export const MIRAE_LARGE_CAP: FundScheme = {
  row: {
    isin: 'INF769K01AX2',
    amfi_code: '118825',
    name: 'Mirae Asset Large Cap Fund - Direct Plan - Growth',
    amc: 'Mirae Asset Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'equity',
    sub_category: 'Large Cap Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2020-06-01', 45.2],
    ['2021-06-14', 70.4],
    ['2023-09-18', 88.6],
    ['2024-08-19', 104.8],
    ['2025-07-14', 112.3],
  ],
  actions: [
    { day: '2023-09-18', kind: 'split', from: 1, to: 10 },
    { day: '2024-08-19', kind: 'bonus', from: 1, to: 1 },
  ],
};

/** Held in a demat account (bought through a broker's fund platform), not in a registrar folio. */
export const UTI_NIFTY_50: FundScheme = {
  row: {
    isin: 'INF789F1AUX7',
    amfi_code: '120716',
    name: 'UTI Nifty 50 Index Fund - Direct Plan - Growth',
    amc: 'UTI Mutual Fund',
    plan: 'direct',
    option: 'growth',
    category: 'equity',
    sub_category: 'Index Fund',
    tax_class: 'equity',
  },
  knots: [
    ['2018-01-01', 68.0],
    ['2020-03-24', 52.0],
    ['2022-02-10', 117.5],
    ['2024-01-01', 146.0],
    ['2025-11-17', 170.4],
  ],
};

/** Every scheme of the master, in the order the seed writes them. */
export const FUND_SCHEMES: readonly FundScheme[] = [
  PPFAS_FLEXI_CAP,
  HDFC_SHORT_TERM_DEBT,
  HDFC_BALANCED_ADVANTAGE,
  HDFC_NIFTY_50,
  NIPPON_SMALL_CAP,
  ICICI_BALANCED_ADVANTAGE_IDCW,
  SBI_GOLD,
  MIRAE_LARGE_CAP,
  UTI_NIFTY_50,
];
