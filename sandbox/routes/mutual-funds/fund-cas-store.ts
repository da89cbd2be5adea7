/**
 * The writes of the mutual-fund CAS import, and the checks a readable statement still has to pass
 * before anything is written. A statement's lines get ids from their identity (folio, scheme, day,
 * place among that scheme's lines of the day), so the same statement twice, or an overlapping newer
 * one, adds each line once: the import is idempotent without keeping the files' hashes.
 */
import { isRealDay } from '@/domain/dates/iso-day';
import { FUND_CAS_ERROR_CODES } from '@/domain/mutual-funds/cas-import';

import type { FolioRow } from '../../db/data-rows-funds';
import type { Db } from '../../db/database';
import type { Said } from '../../http/language';
import { digest } from '../equity/import-holdings';
import type { FundCasStatement } from './fund-cas-statement';
import { FUND_CAS_TEXT } from './fund-cas-texts';

/** Why a readable statement is still not imported. */
export type FundCasRefusal = { code: string; message: Said };

/** What an import wrote. */
export type FundCasWrite = { foliosCount: number; added: number };

/** Kosh's id of a folio brought in by a CAS: one per customer and folio number. */
const folioIdOf = (userId: string, folioNumber: string) =>
  `mfcas-${digest(userId, folioNumber).slice(0, 16)}`;

export function createFundCasStore(db: Db) {
  const known = db.prepare<[string], { isin: string }>('SELECT isin FROM mf_schemes WHERE isin = ?');
  const folioOf = db.prepare<[string, string], FolioRow>(
    'SELECT * FROM mf_folios WHERE user_id = ? AND folio_number = ?',
  );
  const addFolio = db.prepare<[string, string, string, string, FolioRow['registrar']]>(
    `INSERT OR IGNORE INTO mf_folios (id, user_id, folio_number, amc, registrar, source)
     VALUES (?, ?, ?, ?, ?, 'cas')`,
  );
  const addLine = db.prepare<[string, string, string, string, string, number, number, number]>(
    `INSERT OR IGNORE INTO mf_transactions
       (id, folio_id, isin, day, kind, amount_paise, units_milli, nav_hundredth_paise)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const forgetLines = db.prepare<[string]>(
    `DELETE FROM mf_transactions WHERE folio_id IN
       (SELECT id FROM mf_folios WHERE user_id = ? AND source = 'cas')`,
  );
  const forgetFolios = db.prepare<[string]>("DELETE FROM mf_folios WHERE user_id = ? AND source = 'cas'");

  return {
    /**
     * Checks a statement against the customer and the scheme master: its PAN is theirs (one without
     * a PAN cannot be matched), its date and every line's is a real day not after `today` (IST),
     * and every scheme is in the master (without it there is no NAV to value the units at, nor a
     * tax class: the whole statement is refused rather than imported in part). Null when it may go in.
     */
    refusal(
      statement: FundCasStatement,
      customer: { pan: string | null; today: string },
    ): FundCasRefusal | null {
      const pan = customer.pan?.trim().toUpperCase() ?? '';
      if (pan === '' || statement.pan?.toUpperCase() !== pan) {
        return { code: FUND_CAS_ERROR_CODES.panMismatch, message: FUND_CAS_TEXT.panMismatch };
      }
      const schemes = statement.folios.flatMap((folio) => folio.schemes);
      const days = [statement.statementDate, ...schemes.flatMap((s) => s.lines.map((line) => line.day))];
      if (days.some((day) => !isRealDay(day) || day > customer.today)) {
        return { code: FUND_CAS_ERROR_CODES.badDate, message: FUND_CAS_TEXT.badDate };
      }
      if (schemes.some((scheme) => known.get(scheme.isin) === undefined)) {
        return { code: FUND_CAS_ERROR_CODES.unknownScheme, message: FUND_CAS_TEXT.unknownScheme };
      }
      return null;
    },

    /**
     * Writes a checked statement in one transaction. A folio number the customer already has through
     * the account aggregator is left to it: its registrar reports those lines, and a copy would count
     * them twice.
     */
    write: db.transaction((userId: string, statement: FundCasStatement): FundCasWrite => {
      let foliosCount = 0;
      let added = 0;
      for (const folio of statement.folios) {
        const existing = folioOf.get(userId, folio.folioNumber);
        if (existing !== undefined && existing.source !== 'cas') continue;
        const folioId = existing?.id ?? folioIdOf(userId, folio.folioNumber);
        addFolio.run(folioId, userId, folio.folioNumber, folio.amc, statement.registrar);
        foliosCount += 1;
        for (const scheme of folio.schemes) {
          const placeOnDay = new Map<string, number>();
          for (const line of scheme.lines) {
            const place = placeOnDay.get(line.day) ?? 0;
            placeOnDay.set(line.day, place + 1);
            // Sorts after the folio by scheme, day, then statement order: a purchase before its stamp duty.
            const id = `${folioId}:${scheme.isin}:${line.day}:${String(place).padStart(3, '0')}`;
            added += addLine.run(
              id,
              folioId,
              scheme.isin,
              line.day,
              line.kind,
              line.amountPaise,
              line.unitsMilli,
              line.navHundredthPaise,
            ).changes;
          }
        }
      }
      return { foliosCount, added };
    }),

    /** Forgets every folio the customer brought in by a CAS, with its lines; how many folios. */
    forget: db.transaction((userId: string): number => {
      forgetLines.run(userId);
      return forgetFolios.run(userId).changes;
    }),
  };
}
