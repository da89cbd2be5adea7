/**
 * Other's one folio: the PPFAS SIP their Axis statement auto-debits on the 10th (other-accounts.ts).
 * The same scheme as demo's, other amounts and days, so a leak of demo's lines would show.
 */
import type { FolioRow } from '../../db/data-rows-funds';
import { dayOf } from '../dates';
import { OTHER_SIP_PAISE } from '../other-accounts';
import { monthlyDays } from '../recurring';
import { personaUser } from '../users';
import type { FundBook } from './fund-book';
import { PPFAS_FLEXI_CAP } from './schemes';

export const OTHER_PPFAS_FOLIO: FolioRow = {
  id: 'mf-other-ppfas',
  user_id: personaUser('other').id,
  folio_number: '16377902/18',
  amc: 'PPFAS Mutual Fund',
  registrar: 'CAMS',
  source: 'CAMSRTAFIP',
};

/** Writes other's lines into `book`. */
export function otherFundLines(book: FundBook): void {
  const flexi = book.lines(OTHER_PPFAS_FOLIO.id, PPFAS_FLEXI_CAP);
  for (const day of monthlyDays(dayOf('2023-08-10'), book.anchorDay, 10)) {
    flexi.buy('sip', day, OTHER_SIP_PAISE);
  }
}
