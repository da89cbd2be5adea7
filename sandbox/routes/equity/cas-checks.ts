import { isRealDay } from '@/domain/dates/iso-day';
import { CAS_MAX_VALUE_PAISE, IMPORT_ERROR_CODES } from '@/domain/portfolio/broker-import';

import type { Said } from '../../http/language';
import { isBlankName } from '../../http/write-guards';
import { CAS_CHECK_TEXT } from './cas-check-texts';
import type { CasStatement } from './cas-statement';

/** Why a readable statement is still not imported: the status, code and words to answer with. */
export type CasRefusal = { status: 409 | 422; code: string; message: Said };

/** What the holdings are worth at the statement's prices, or Infinity once past the safe integers. */
function statementValuePaise(statement: Pick<CasStatement, 'holdings'>): number {
  let total = 0;
  for (const holding of statement.holdings) {
    const value = holding.quantity * holding.pricePaise;
    total += value;
    if (!Number.isSafeInteger(value) || !Number.isSafeInteger(total)) return Infinity;
  }
  return total;
}

/**
 * Checks a statement against the customer before anything is written: it is theirs (its PAN is the
 * one on their account; a statement without a PAN cannot be matched), its date is a real day not
 * after `today` (IST), no holding is nameless and its value fits. Null when it may be imported; the
 * older-statement check needs the stored import, so it runs in the write's transaction
 * ({@link olderThanImported}).
 */
export function casRefusal(
  statement: CasStatement,
  customer: { pan: string | null; today: string },
): CasRefusal | null {
  const pan = customer.pan?.trim().toUpperCase() ?? '';
  if (pan === '' || statement.pan === null || statement.pan.toUpperCase() !== pan) {
    return refusal(422, IMPORT_ERROR_CODES.casPanMismatch, CAS_CHECK_TEXT.panMismatch);
  }
  if (!isRealDay(statement.statementDate) || statement.statementDate > customer.today) {
    return refusal(422, IMPORT_ERROR_CODES.casBadDate, CAS_CHECK_TEXT.badDate);
  }
  if (statement.holdings.some((holding) => isBlankName(holding.companyName))) {
    return refusal(422, IMPORT_ERROR_CODES.casBlankName, CAS_CHECK_TEXT.blankName);
  }
  if (statementValuePaise(statement) > CAS_MAX_VALUE_PAISE) {
    return refusal(422, IMPORT_ERROR_CODES.casAmountTooLarge, CAS_CHECK_TEXT.amountTooLarge);
  }
  return null;
}

/**
 * The refusal of a statement older than the one of the same demat account already imported (by
 * statement date; the same date may replace it, a corrected reissue), else null.
 */
export function olderThanImported(statementDate: string, importedDate: string | null): CasRefusal | null {
  if (importedDate === null || statementDate >= importedDate) return null;
  return refusal(409, IMPORT_ERROR_CODES.casOlderStatement, CAS_CHECK_TEXT.olderStatement);
}

function refusal(status: 409 | 422, code: string, message: Said): CasRefusal {
  return { status, code, message };
}
