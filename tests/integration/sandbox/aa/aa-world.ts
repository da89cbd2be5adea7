import Database from 'better-sqlite3';

import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

/** The customers the AA tests use: ids as sandbox/personas.ts gives them. */
export const USERS = {
  demo: { id: 'usr_demo_0001', name: 'Aarav Sharma', mobile: '9876543210' },
  newbie: { id: 'usr_newbie_0002', name: 'Priya Nair', mobile: '9123456780' },
  other: { id: 'usr_other_0003', name: 'Rohan Mehta', mobile: '9988776655' },
} as const;

type Account = {
  id: string;
  userId: string;
  fipId: string;
  fiType: string;
  accType: string;
  masked: string;
  ifsc: string | null;
};

// What the journey needs: newbie has an HDFC savings account and a CDSL demat account, not linked.
const NEEDED: readonly Account[] = [
  {
    id: 'acc_aa_fixture_newbie_hdfc',
    userId: USERS.newbie.id,
    fipId: 'HDFC-FIP',
    fiType: 'DEPOSIT',
    accType: 'SAVINGS',
    masked: 'XXXXXXXX5521',
    ifsc: 'HDFC0001234',
  },
  {
    id: 'acc_aa_fixture_newbie_cdsl',
    userId: USERS.newbie.id,
    fipId: 'CDSLFIP',
    fiType: 'EQUITIES',
    accType: 'DEMAT',
    masked: 'XXXXXXXXXXXX7310',
    ifsc: null,
  },
];

/**
 * Makes sure the rows the AA tests rely on exist, through a second connection to the sandbox's
 * database file: the three users and the 26 FIPs when the seed has not written them, and
 * newbie's HDFC savings and CDSL demat accounts when the seed gives newbie none there. Rows the
 * seed wrote are never changed.
 */
export function ensureAaWorld(dbFile: string): void {
  const db = new Database(dbFile);
  try {
    const insertUser = db.prepare(
      `INSERT OR IGNORE INTO users (id, token, name, first_name, mobile, email) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const [token, user] of Object.entries(USERS)) {
      insertUser.run(user.id, token, user.name, user.name.split(' ')[0], user.mobile, `${token}@example.com`);
    }
    const insertFip = db.prepare(
      `INSERT OR IGNORE INTO fips (fip_id, name, ifsc_prefix, kind, fi_types, status, success_rate)
       VALUES (?, ?, ?, ?, ?, 'ACTIVE', 0.95)`,
    );
    for (const fip of FIP_CATALOGUE) {
      insertFip.run(fip.fipId, fip.name, fip.ifscPrefix, fip.kind, JSON.stringify(fip.fiTypes));
    }
    const has = db.prepare<[string, string], { id: string }>(
      'SELECT id FROM fi_accounts WHERE user_id = ? AND fip_id = ? AND linked = 0 LIMIT 1',
    );
    const insertAccount = db.prepare(
      `INSERT INTO fi_accounts (id, user_id, fip_id, fi_type, acc_type, masked_acc_number, acc_ref_number, ifsc,
         holder_name, linked) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    );
    for (const account of NEEDED) {
      if (has.get(account.userId, account.fipId) !== undefined) continue;
      insertAccount.run(
        account.id,
        account.userId,
        account.fipId,
        account.fiType,
        account.accType,
        account.masked,
        `REF-${account.id}`,
        account.ifsc,
        USERS.newbie.name,
      );
    }
  } finally {
    db.close();
  }
}

/** Reads a value straight from the sandbox's database file (for assertions on `fi_accounts`). */
export function readDb<T>(dbFile: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
