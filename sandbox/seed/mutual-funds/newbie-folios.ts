/**
 * Newbie's two folios, one at each registrar, found by the AA journey's mutual-funds flow: a small
 * index-fund SIP at CAMS and one lump sum in a small-cap fund at KFintech. Each names its registrar
 * account (newbie-accounts.ts), so the portfolio shows it only once that account is linked.
 */
import type { FolioRow } from '../../db/data-rows-funds';
import { addMonths, type Day, dayOf } from '../dates';
import { NEWBIE_CAMS, NEWBIE_KFIN } from '../newbie-accounts';
import { monthlyDays } from '../recurring';
import { personaUser } from '../users';
import type { FundBook } from './fund-book';
import { type FundScheme, HDFC_NIFTY_50, NIPPON_SMALL_CAP } from './schemes';

const userId = personaUser('newbie').id;

export const NEWBIE_CAMS_FOLIO: FolioRow = {
  id: 'mf-newbie-hdfc',
  user_id: userId,
  folio_number: '31094418/22',
  amc: 'HDFC Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
  account_id: NEWBIE_CAMS.id,
};
export const NEWBIE_KFIN_FOLIO: FolioRow = {
  id: 'mf-newbie-nippon',
  user_id: userId,
  folio_number: '499302716045',
  amc: 'Nippon India Mutual Fund',
  registrar: 'KFINTECH',
  source: 'kfinmf-fip',
  account_id: NEWBIE_KFIN.id,
};

/** ₹2,000 a month into the Nifty 50 index fund, on the 5th. */
const NEWBIE_SIP_PAISE = 2_000_00;
/** One ₹15,000 purchase of the small-cap fund. */
const NEWBIE_LUMP_SUM_PAISE = 15_000_00;

/** The first day a scheme has a NAV: a world anchored earlier has no line of it before then. */
function launchOf(scheme: FundScheme): Day {
  return dayOf(scheme.knots[0]?.[0] ?? '');
}

/** Writes newbie's lines into `book`: fourteen months of SIP, and a lump sum ten months ago. */
export function newbieFundLines(book: FundBook): void {
  const nifty = book.lines(NEWBIE_CAMS_FOLIO.id, HDFC_NIFTY_50);
  const from = Math.max(addMonths(book.anchorDay, -14), launchOf(HDFC_NIFTY_50));
  for (const day of monthlyDays(from, book.anchorDay, 5)) {
    nifty.buy('sip', day, NEWBIE_SIP_PAISE);
  }
  const lumpSumDay = addMonths(book.anchorDay, -10);
  if (lumpSumDay >= launchOf(NIPPON_SMALL_CAP)) {
    book.lines(NEWBIE_KFIN_FOLIO.id, NIPPON_SMALL_CAP).buy('purchase', lumpSumDay, NEWBIE_LUMP_SUM_PAISE);
  }
}
