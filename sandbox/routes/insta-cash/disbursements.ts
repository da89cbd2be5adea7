import type { Disbursement } from '@/api/schemas/insta-cash';

import type { Db } from '../../db/database';
import { SETTLE_AFTER_MS } from '../cards/special-amounts';

/**
 * Disbursements of withdrawals: when the bank credits the money. A withdrawal of ₹x.54 (the same
 * "pending" special paise as card payments, docs/sandbox.md) stays PENDING for
 * {@link SETTLE_AFTER_MS} on the sandbox clock, then is CREDITED; any other amount is credited at
 * once. A withdrawal without a record here (the seeded ones) was credited long ago.
 */
const PENDING_DISBURSEMENT_PAISE = 54;

export function disbursementStore(db: Db) {
  const insert = db.prepare<[{ id: string; user: string; created: string; credited: string }]>(
    `INSERT INTO misc_disbursements (withdrawal_id, user_id, created_at, credited_at)
     VALUES (@id, @user, @created, @credited)`,
  );
  const byUser = db.prepare<[string], { withdrawal_id: string; credited_at: string }>(
    'SELECT withdrawal_id, credited_at FROM misc_disbursements WHERE user_id = ?',
  );
  return {
    /** Records a new withdrawal's disbursement and answers its status now. */
    record(withdrawalId: string, userId: string, amountPaise: number, now: Date): Disbursement {
      const pending = amountPaise % 100 === PENDING_DISBURSEMENT_PAISE;
      const credited = new Date(now.getTime() + (pending ? SETTLE_AFTER_MS : 0)).toISOString();
      insert.run({ id: withdrawalId, user: userId, created: now.toISOString(), credited });
      return statusOf(credited, now);
    },
    /** The status of every withdrawal of `userId`, by withdrawal id (absent: credited long ago). */
    of(userId: string, now: Date): (withdrawalId: string) => Disbursement {
      const rows = new Map(byUser.all(userId).map((row) => [row.withdrawal_id, row.credited_at]));
      return (withdrawalId) => {
        const credited = rows.get(withdrawalId);
        return credited === undefined ? LONG_AGO : statusOf(credited, now);
      };
    },
  };
}

const LONG_AGO: Disbursement = { status: 'CREDITED', credited_at: null };

function statusOf(creditedAt: string, now: Date): Disbursement {
  return now.toISOString() < creditedAt
    ? { status: 'PENDING', credited_at: null }
    : { status: 'CREDITED', credited_at: creditedAt };
}

export type DisbursementStore = ReturnType<typeof disbursementStore>;
