import type { Db, Migration } from '../../db/database';

/**
 * The stocks-widget's own state (namespace `equity`): what the tracking POSTs change. It keys on
 * user and demat account id without foreign keys, so reseeding the `data` tables never breaks it.
 */
export const EQUITY_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'broker tracking permissions, price alerts, scans',
    sql: `
CREATE TABLE equity_broker_settings (
  user_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  gmail_enabled INTEGER NOT NULL DEFAULT 0 CHECK (gmail_enabled IN (0, 1)),
  non_aa_revoked_at TEXT,          -- gmail/CAS tracking stopped; null while allowed
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, account_id)
);
CREATE TABLE equity_price_alerts (
  user_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  isin TEXT NOT NULL,              -- '' = the whole broker
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, account_id, isin)
);
-- Every tracking change, in order, so a developer can see what the app asked for.
CREATE TABLE equity_tracking_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  action TEXT NOT NULL,            -- REVOKE_NON_AA | GMAIL_ON | GMAIL_OFF | ALERT_ON | ALERT_OFF
  isin TEXT,
  at TEXT NOT NULL
);
CREATE TABLE equity_pf_scans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  account_id TEXT,                 -- null: the whole portfolio
  scanned_at TEXT NOT NULL,
  result TEXT NOT NULL             -- the JSON answer
);
CREATE INDEX equity_pf_scans_user ON equity_pf_scans(user_id, account_id, scanned_at);
`,
  },
];

/** A broker's tracking permissions as stored (defaults when never changed). */
export type BrokerSettings = {
  gmailEnabled: boolean;
  nonAaRevokedAt: string | null;
  /** The broker-wide price alert. */
  alertsEnabled: boolean;
  /** Per-stock alert switches that override the broker-wide one. */
  alertByIsin: ReadonlyMap<string, boolean>;
};

type SettingsRow = { gmail_enabled: number; non_aa_revoked_at: string | null };
type AlertRow = { isin: string; enabled: number };

/** Reads and writes the `equity` tables; statements are prepared once. */
export type EquityStore = ReturnType<typeof createEquityStore>;

/** The `equity` namespace's statements over `db` (its migrations must have run). */
export function createEquityStore(db: Db) {
  const settings = db.prepare<[string, string], SettingsRow>(
    'SELECT gmail_enabled, non_aa_revoked_at FROM equity_broker_settings WHERE user_id = ? AND account_id = ?',
  );
  const alerts = db.prepare<[string, string], AlertRow>(
    'SELECT isin, enabled FROM equity_price_alerts WHERE user_id = ? AND account_id = ?',
  );
  const upsertSettings = db.prepare<[string, string, number, string | null, string]>(
    `INSERT INTO equity_broker_settings (user_id, account_id, gmail_enabled, non_aa_revoked_at, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, account_id) DO UPDATE SET gmail_enabled = excluded.gmail_enabled,
       non_aa_revoked_at = excluded.non_aa_revoked_at, updated_at = excluded.updated_at`,
  );
  const upsertAlert = db.prepare<[string, string, string, number, string]>(
    `INSERT INTO equity_price_alerts (user_id, account_id, isin, enabled, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, account_id, isin) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
  );
  // Switching the broker-wide alert resets the per-stock overrides: one switch, one meaning.
  const clearStockAlerts = db.prepare<[string, string]>(
    "DELETE FROM equity_price_alerts WHERE user_id = ? AND account_id = ? AND isin <> ''",
  );
  const log = db.prepare<[string, string, string, string | null, string]>(
    'INSERT INTO equity_tracking_log (user_id, account_id, action, isin, at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertScan = db.prepare<[string, string | null, string, string]>(
    'INSERT INTO equity_pf_scans (user_id, account_id, scanned_at, result) VALUES (?, ?, ?, ?)',
  );
  const lastScan = db.prepare<[string, string | null], { scanned_at: string }>(
    `SELECT scanned_at FROM equity_pf_scans WHERE user_id = ? AND account_id IS ?
     ORDER BY scanned_at DESC, id DESC LIMIT 1`,
  );

  function read(userId: string, accountId: string): BrokerSettings {
    const row = settings.get(userId, accountId);
    const alertByIsin = new Map<string, boolean>();
    let alertsEnabled = false;
    for (const alert of alerts.all(userId, accountId)) {
      if (alert.isin === '') alertsEnabled = alert.enabled === 1;
      else alertByIsin.set(alert.isin, alert.enabled === 1);
    }
    return {
      gmailEnabled: row?.gmail_enabled === 1,
      nonAaRevokedAt: row?.non_aa_revoked_at ?? null,
      alertsEnabled,
      alertByIsin,
    };
  }

  return {
    read,
    /** {@link read} for one user, remembering each account for the length of one request. */
    reader(userId: string): (accountId: string) => BrokerSettings {
      const seen = new Map<string, BrokerSettings>();
      return function settingsOf(accountId) {
        let found = seen.get(accountId);
        if (found === undefined) {
          found = read(userId, accountId);
          seen.set(accountId, found);
        }
        return found;
      };
    },
    /** Stops gmail/CAS tracking (and with it the Gmail fetch) of one broker. */
    revokeNonAa: db.transaction((userId: string, accountId: string, at: string) => {
      upsertSettings.run(userId, accountId, 0, read(userId, accountId).nonAaRevokedAt ?? at, at);
      log.run(userId, accountId, 'REVOKE_NON_AA', null, at);
    }),
    /** Gmail fetch on or off; switching it on allows non-AA tracking again. */
    setGmail: db.transaction((userId: string, accountId: string, enable: boolean, at: string) => {
      const revokedAt = enable ? null : read(userId, accountId).nonAaRevokedAt;
      upsertSettings.run(userId, accountId, enable ? 1 : 0, revokedAt, at);
      log.run(userId, accountId, enable ? 'GMAIL_ON' : 'GMAIL_OFF', null, at);
    }),
    /** A price alert for one stock (`isin`) or the whole broker (`isin` null). */
    setAlert: db.transaction(
      (userId: string, accountId: string, isin: string | null, enable: boolean, at: string) => {
        if (isin === null) clearStockAlerts.run(userId, accountId);
        upsertAlert.run(userId, accountId, isin ?? '', enable ? 1 : 0, at);
        log.run(userId, accountId, enable ? 'ALERT_ON' : 'ALERT_OFF', isin, at);
      },
    ),
    recordScan(userId: string, accountId: string | null, at: string, result: unknown): void {
      insertScan.run(userId, accountId, at, JSON.stringify(result));
    },
    lastScanAt(userId: string, accountId: string | null): string | null {
      return lastScan.get(userId, accountId)?.scanned_at ?? null;
    },
  };
}
