/** Rows of the mutual-fund tables (sandbox/db/data-schema.ts, versions 7 to 10), one type per table. */
import type { FUND_CATEGORIES, FUND_TAX_CLASSES, FUND_TRANSACTION_KINDS } from '@/api/schemas/mutual-funds';

export type FundSchemeRow = {
  isin: string;
  amfi_code: string;
  name: string;
  amc: string;
  plan: 'direct' | 'regular';
  option: 'growth' | 'idcw';
  category: (typeof FUND_CATEGORIES)[number];
  sub_category: string;
  tax_class: (typeof FUND_TAX_CLASSES)[number];
  nav_2018_hundredth_paise: number | null;
};

export type FundNavRow = { isin: string; day: string; nav_hundredth_paise: number };

export type FolioRow = {
  id: string;
  user_id: string;
  folio_number: string;
  amc: string;
  registrar: 'CAMS' | 'KFINTECH';
  source: 'CAMSRTAFIP' | 'kfinmf-fip' | 'CDSLFIP' | 'fip@nsdl' | 'cas';
  /** The registrar account the AA links it through (version 9); absent: shown without a link. */
  account_id?: string | null;
};

export type FundTransactionRow = {
  id: string;
  folio_id: string;
  isin: string;
  day: string;
  kind: (typeof FUND_TRANSACTION_KINDS)[number];
  amount_paise: number;
  units_milli: number;
  nav_hundredth_paise: number;
  /** A split's or bonus's ratio; null on every other line. */
  ratio_from: number | null;
  ratio_to: number | null;
};
