import type { CreditLineRow, EmiDbRow, RepaymentRow, WithdrawalRow } from '../../db/data-rows-products';
import type { Db } from '../../db/database';

// The rows as these queries read them: the table rows less the key each query is scoped by.

/** The caller's credit line (its owner is the query's key). */
export type CreditLineRead = Omit<CreditLineRow, 'user_id'>;

/** A withdrawal on the line (the line is the query's key). */
export type WithdrawalRead = Omit<WithdrawalRow, 'credit_line_id'>;

/** An instalment row, as its table defines it. */
export type { EmiDbRow };

/** A repayment with the number of the instalment it paid (null when it paid none). */
export type RepaymentRead = Omit<RepaymentRow, 'emi_id'> & { installment_no: number | null };

/** A line with everything hanging off it: withdrawals newest first, each with its schedule. */
export type LineData = {
  line: CreditLineRead;
  withdrawals: { row: WithdrawalRead; emis: EmiDbRow[] }[];
};

/** The caller's credit line and its withdrawals, read in one go; every query is scoped by user. */
export function lineQueries(db: Db) {
  const line = db.prepare<[string], CreditLineRead>(
    'SELECT id, limit_paise, annual_rate_bps, lender, status FROM credit_lines WHERE user_id = ?',
  );
  const withdrawals = db.prepare<[string], WithdrawalRead>(
    `SELECT id, amount_paise, tenure_months, annual_rate_bps, processing_fee_paise, disbursed_on,
            bank_account_masked, status
     FROM withdrawals WHERE credit_line_id = ? ORDER BY disbursed_on DESC, id DESC`,
  );
  const emis = db.prepare<[string], EmiDbRow>(
    `SELECT e.* FROM emis e JOIN withdrawals w ON w.id = e.withdrawal_id
     WHERE w.credit_line_id = ? ORDER BY e.withdrawal_id, e.installment_no`,
  );
  const repayments = db.prepare<[string], RepaymentRead>(
    `SELECT r.id, r.withdrawal_id, r.paid_at, r.amount_paise, r.mode, e.installment_no
     FROM repayments r JOIN withdrawals w ON w.id = r.withdrawal_id LEFT JOIN emis e ON e.id = r.emi_id
     WHERE w.credit_line_id = ? ORDER BY r.paid_at DESC, r.id DESC`,
  );

  return {
    /** The line and its withdrawals, or null when the user has no line (not eligible). */
    load(userId: string): LineData | null {
      const row = line.get(userId);
      if (row === undefined) return null;
      const byWithdrawal = new Map<string, EmiDbRow[]>();
      for (const emi of emis.all(row.id)) {
        const list = byWithdrawal.get(emi.withdrawal_id) ?? [];
        list.push(emi);
        byWithdrawal.set(emi.withdrawal_id, list);
      }
      return {
        line: row,
        withdrawals: withdrawals.all(row.id).map((w) => ({ row: w, emis: byWithdrawal.get(w.id) ?? [] })),
      };
    },
    repayments(lineId: string): RepaymentRead[] {
      return repayments.all(lineId);
    },
  };
}

/** The prepared queries of {@link lineQueries}. */
export type LineQueries = ReturnType<typeof lineQueries>;
