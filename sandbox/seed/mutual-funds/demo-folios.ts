/**
 * Demo's folios: one of each case the mutual-fund screens show (docs/sandbox.md#mutual-funds). The
 * HDFC SIP (the 7th) and the ICICI one (the 15th) are the auto-debits of demo's bank statements
 * (demo-bills.ts); the redemptions fall where the tax rules change, so each rule has a line to show.
 */
import type { FolioRow } from '../../db/data-rows-funds';
import { dayOf, partsOf } from '../dates';
import { DEMO_CDSL } from '../demo-accounts';
import { monthlyDays } from '../recurring';
import { personaUser } from '../users';
import type { FundBook } from './fund-book';
import {
  HDFC_BALANCED_ADVANTAGE,
  HDFC_NIFTY_50,
  HDFC_SHORT_TERM_DEBT,
  ICICI_BALANCED_ADVANTAGE_IDCW,
  MIRAE_LARGE_CAP,
  NIPPON_SMALL_CAP,
  PPFAS_FLEXI_CAP,
  SBI_GOLD,
  UTI_NIFTY_50,
} from './schemes';

const userId = personaUser('demo').id;

const DEMO_PPFAS_FOLIO: FolioRow = {
  id: 'mf-demo-ppfas',
  user_id: userId,
  folio_number: '15203874/52',
  amc: 'PPFAS Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
};
const DEMO_HDFC_FOLIO: FolioRow = {
  id: 'mf-demo-hdfc',
  user_id: userId,
  folio_number: '21840713/67',
  amc: 'HDFC Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
};
const DEMO_NIPPON_FOLIO: FolioRow = {
  id: 'mf-demo-nippon',
  user_id: userId,
  folio_number: '477190352841',
  amc: 'Nippon India Mutual Fund',
  registrar: 'KFINTECH',
  source: 'kfinmf-fip',
};
const DEMO_ICICI_FOLIO: FolioRow = {
  id: 'mf-demo-icici',
  user_id: userId,
  folio_number: '8840215/19',
  amc: 'ICICI Prudential Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
};
const DEMO_SBI_FOLIO: FolioRow = {
  id: 'mf-demo-sbi',
  user_id: userId,
  folio_number: '30781266/43',
  amc: 'SBI Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
};

const DEMO_MIRAE_FOLIO: FolioRow = {
  id: 'mf-demo-mirae',
  user_id: userId,
  folio_number: '79930418562',
  amc: 'Mirae Asset Mutual Fund',
  registrar: 'KFINTECH',
  source: 'kfinmf-fip',
};

/**
 * Units held in demo's Zerodha demat at CDSL, bought through the broker's fund platform: the
 * depository reports them under the demat account (FI type MUTUAL_FUNDS), so the "folio" is the
 * demat account's BO id (DP id, then client id) and the lines show only while that demat is linked.
 */
const DEMO_DEMAT_UTI: FolioRow = {
  id: 'mf-demo-demat-uti',
  user_id: userId,
  folio_number: '1208160000047702',
  amc: 'UTI Mutual Fund',
  registrar: 'KFINTECH',
  source: 'CDSLFIP',
  account_id: DEMO_CDSL.id,
};

export const DEMO_FOLIOS: readonly FolioRow[] = [
  DEMO_PPFAS_FOLIO,
  DEMO_HDFC_FOLIO,
  DEMO_NIPPON_FOLIO,
  DEMO_ICICI_FOLIO,
  DEMO_SBI_FOLIO,
  DEMO_MIRAE_FOLIO,
  DEMO_DEMAT_UTI,
];

/** ICICI's quarterly IDCW, in paise a unit. */
const IDCW_PAISE_PER_UNIT = 16;

/** A SIP redeemed in part: the oldest ten and a half instalments, all held over a year by then. */
function ppfas(book: FundBook): void {
  const flexi = book.lines(DEMO_PPFAS_FOLIO.id, PPFAS_FLEXI_CAP);
  const instalments = monthlyDays(dayOf('2021-04-05'), book.anchorDay, 5).map((day) =>
    flexi.buy('sip', day, 10_000_00),
  );
  const oldest = instalments.slice(0, 10).reduce((sum, units) => sum + units, 0);
  flexi.sell('redemption', dayOf('2025-10-14'), oldest + Math.floor((instalments[10] ?? 0) / 2));
}

/**
 * Debt bought either side of 1 April 2023 and sold together: the March lot is long term (12.5 %),
 * the April lot falls under section 50AA. Then a switch between two equity-taxed schemes, and the
 * Nifty 50 SIP the switch lands in.
 */
function hdfc(book: FundBook): void {
  const debt = book.lines(DEMO_HDFC_FOLIO.id, HDFC_SHORT_TERM_DEBT);
  const march = debt.buy('purchase', dayOf('2023-03-20'), 2_00_000_00);
  const april = debt.buy('purchase', dayOf('2023-04-10'), 2_00_000_00);
  debt.sell('redemption', dayOf('2025-06-16'), march + Math.floor(april * 0.4));

  const balanced = book.lines(DEMO_HDFC_FOLIO.id, HDFC_BALANCED_ADVANTAGE);
  balanced.buy('purchase', dayOf('2022-11-07'), 1_50_000_00);
  const switchDay = dayOf('2025-09-01');
  const moved = balanced.sell('switch_out', switchDay, Math.floor(balanced.unitsOn(switchDay) * 0.6));
  const nifty = book.lines(DEMO_HDFC_FOLIO.id, HDFC_NIFTY_50);
  for (const day of monthlyDays(dayOf('2024-01-07'), book.anchorDay, 7)) nifty.buy('sip', day, 7_500_00);
  nifty.receive('switch_in', switchDay, moved);
}

/**
 * A lump sum of June 2017, grandfathered at the 31 January 2018 NAV, sold in two parts either side
 * of the 23 July 2024 budget; then a 2025 lump sum sold in part within the year (short term).
 */
function nippon(book: FundBook): void {
  const small = book.lines(DEMO_NIPPON_FOLIO.id, NIPPON_SMALL_CAP);
  const old = small.buy('purchase', dayOf('2017-06-12'), 1_00_000_00);
  const beforeBudget = Math.floor(old * 0.45);
  small.sell('redemption', dayOf('2024-07-22'), beforeBudget);
  small.sell('redemption', dayOf('2024-07-25'), old - beforeBudget);
  const recent = small.buy('purchase', dayOf('2025-02-03'), 1_00_000_00);
  small.sell('redemption', dayOf('2025-08-20'), Math.floor(recent / 2));
}

/** An IDCW option: the SIP's units grow by the dividends reinvested each quarter. */
function icici(book: FundBook): void {
  const idcw = book.lines(DEMO_ICICI_FOLIO.id, ICICI_BALANCED_ADVANTAGE_IDCW);
  for (const day of monthlyDays(dayOf('2022-01-15'), book.anchorDay, 15)) idcw.buy('sip', day, 4_000_00);
  const quarterly = monthlyDays(dayOf('2022-03-01'), book.anchorDay, 25).filter(
    (day) => partsOf(day).month % 3 === 0,
  );
  for (const day of quarterly) {
    idcw.receive('dividend_reinvest', day, Math.floor((idcw.unitsOn(day) * IDCW_PAISE_PER_UNIT) / 1000));
  }
}

/** A gold fund of funds, taxed as neither equity nor debt, by a small SIP. */
function sbi(book: FundBook): void {
  const gold = book.lines(DEMO_SBI_FOLIO.id, SBI_GOLD);
  for (const day of monthlyDays(dayOf('2024-01-20'), book.anchorDay, 20)) gold.buy('sip', day, 2_000_00);
}

/**
 * Two lump sums, the scheme's 1:10 split and 1:1 bonus, then a redemption of every unit held before
 * the bonus and a quarter of the bonus units: first in first out, the split lots go first (long
 * term, their 2021 and 2022 cost), then bonus units at nil cost, short term as held from allotment;
 * then a lump sum again.
 */
function mirae(book: FundBook): void {
  const large = book.lines(DEMO_MIRAE_FOLIO.id, MIRAE_LARGE_CAP);
  large.buy('purchase', dayOf('2021-06-14'), 50_000_00);
  large.buy('purchase', dayOf('2022-08-08'), 30_000_00);
  let bonus = 0;
  for (const action of MIRAE_LARGE_CAP.actions ?? []) {
    const added = large.act(action.kind, dayOf(action.day), action.from, action.to);
    if (action.kind === 'bonus') bonus = added;
  }
  const sold = dayOf('2025-07-14');
  large.sell('redemption', sold, large.unitsOn(sold) - bonus + Math.floor(bonus / 4));
  // Bought again after the sale, as people do: what is held is not only nil-cost bonus units, so
  // the fund's page shows money invested beside the bonus units' gain.
  large.buy('purchase', dayOf('2025-10-06'), 25_000_00);
}

/**
 * An index-fund SIP in the demat, on the 10th, and a sale of its first fifteen instalments in
 * November 2025, long term: a fund sale the capital-gains screen lists under the demat account.
 */
function dematUti(book: FundBook): void {
  const index = book.lines(DEMO_DEMAT_UTI.id, UTI_NIFTY_50);
  const instalments = monthlyDays(dayOf('2022-02-10'), book.anchorDay, 10).map((day) =>
    index.buy('sip', day, 5_000_00),
  );
  index.sell(
    'redemption',
    dayOf('2025-11-17'),
    instalments.slice(0, 15).reduce((sum, units) => sum + units, 0),
  );
}

/** Writes demo's lines into `book`. */
export function demoFundLines(book: FundBook): void {
  ppfas(book);
  hdfc(book);
  nippon(book);
  icici(book);
  sbi(book);
  mirae(book);
  dematUti(book);
}
