import type { Db, Migration } from '../../db/database';

/**
 * Brokers brought in without the account aggregator (namespace `equity-import`): by broker login
 * or from a CAS statement. They have no demat `fi_accounts` row (the AA never linked them), so the
 * broker lives in its own table, keyed by user; its holdings are rows of the one `holdings` table
 * (namespace `data`) with source 'import'. equity-queries.ts lists them beside the AA ones.
 */
export const IMPORT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'brokers and holdings brought in by broker login or CAS statement',
    sql: `
CREATE TABLE equity_import_brokers (
  id TEXT PRIMARY KEY,             -- also its account_id in the stocks-widget paths
  user_id TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('BROKER_LOGIN', 'CAS')),
  broker_name TEXT NOT NULL,
  depository TEXT NOT NULL CHECK (depository IN ('CDSL', 'NSDL')),
  client_id TEXT NOT NULL,
  dp_id TEXT NOT NULL,
  masked_acc_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  fip_id TEXT NOT NULL,
  statement_date TEXT,             -- CAS only: the date its holdings are as of
  file_sha256 TEXT,                -- CAS only: the same statement is never imported twice
  imported_at TEXT NOT NULL,
  UNIQUE (user_id, depository, dp_id, client_id),
  UNIQUE (user_id, file_sha256)
);
CREATE TABLE equity_import_holdings (
  id TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL REFERENCES equity_import_brokers(id),
  isin TEXT NOT NULL,
  symbol TEXT NOT NULL,
  company_name TEXT NOT NULL,
  sector TEXT NOT NULL,
  market_cap TEXT NOT NULL CHECK (market_cap IN ('LARGE', 'MID', 'SMALL')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  avg_price_paise INTEGER NOT NULL,
  last_price_paise INTEGER NOT NULL,
  prev_close_paise INTEGER NOT NULL
);
CREATE INDEX equity_import_holdings_broker ON equity_import_holdings(broker_id);
`,
  },
  {
    version: 2,
    name: 'imported holdings join the one holdings table',
    // The `data` namespace's holdings carry a source column since its version 5 (migrated first,
    // at start); an imported holding keeps its id and broker id there.
    sql: `INSERT INTO holdings (id, broker_id, isin, symbol, company_name, sector, market_cap, quantity,
  avg_price_paise, last_price_paise, prev_close_paise, source)
SELECT id, broker_id, isin, symbol, company_name, sector, market_cap, quantity, avg_price_paise,
  last_price_paise, prev_close_paise, 'import' FROM equity_import_holdings;
DROP TABLE equity_import_holdings;`,
  },
];

/** One broker to add, with every holding it brings. */
export type NewImport = {
  id: string;
  userId: string;
  source: 'BROKER_LOGIN' | 'CAS';
  brokerName: string;
  depository: 'CDSL' | 'NSDL';
  clientId: string;
  dpId: string;
  maskedAccNumber: string;
  holderName: string;
  fipId: string;
  statementDate: string | null;
  fileSha256: string | null;
  importedAt: string;
  holdings: readonly ImportedHolding[];
};

/** A holding as an import reads it. */
export type ImportedHolding = {
  isin: string;
  symbol: string;
  companyName: string;
  sector: string;
  marketCap: 'LARGE' | 'MID' | 'SMALL';
  quantity: number;
  avgPricePaise: number;
  lastPricePaise: number;
  prevClosePaise: number;
};

/** An import as stored, for answering a repeat. */
export type StoredImport = {
  id: string;
  source: 'BROKER_LOGIN' | 'CAS';
  broker_name: string;
  depository: 'CDSL' | 'NSDL';
  client_id: string;
  statement_date: string | null;
  holdings_count: number;
};

export type ImportStore = ReturnType<typeof createImportStore>;

/** The `equity-import` statements over `db` (its migrations must have run). */
export function createImportStore(db: Db) {
  const selectImport = `SELECT b.id, b.source, b.broker_name, b.depository, b.client_id, b.statement_date,
      (SELECT COUNT(*) FROM holdings h WHERE h.source = 'import' AND h.broker_id = b.id) AS holdings_count
    FROM equity_import_brokers b`;
  const byHash = db.prepare<[string, string], StoredImport>(
    `${selectImport} WHERE b.user_id = ? AND b.file_sha256 = ?`,
  );
  const byAccount = db.prepare<[string, string, string, string], StoredImport>(
    `${selectImport} WHERE b.user_id = ? AND b.depository = ? AND b.dp_id = ? AND b.client_id = ?`,
  );
  const removeHoldings = db.prepare<[string]>(
    "DELETE FROM holdings WHERE source = 'import' AND broker_id = ?",
  );
  const removeBroker = db.prepare<[string]>('DELETE FROM equity_import_brokers WHERE id = ?');
  const insertBroker = db.prepare(
    `INSERT INTO equity_import_brokers (id, user_id, source, broker_name, depository, client_id, dp_id,
       masked_acc_number, holder_name, fip_id, statement_date, file_sha256, imported_at)
     VALUES (@id, @userId, @source, @brokerName, @depository, @clientId, @dpId, @maskedAccNumber,
       @holderName, @fipId, @statementDate, @fileSha256, @importedAt)`,
  );
  const insertHolding = db.prepare(
    `INSERT INTO holdings (id, broker_id, isin, symbol, company_name, sector, market_cap,
       quantity, avg_price_paise, last_price_paise, prev_close_paise, source)
     VALUES (@id, @brokerId, @isin, @symbol, @companyName, @sector, @marketCap, @quantity,
       @avgPricePaise, @lastPricePaise, @prevClosePaise, 'import')`,
  );

  const removeUserHoldings = db.prepare<[string]>(
    `DELETE FROM holdings WHERE source = 'import'
       AND broker_id IN (SELECT id FROM equity_import_brokers WHERE user_id = ?)`,
  );
  const removeUserBrokers = db.prepare<[string]>('DELETE FROM equity_import_brokers WHERE user_id = ?');

  return {
    /** Forgets every broker the user brought in (the sandbox's reset for tests); returns how many. */
    removeAll: db.transaction((userId: string): number => {
      removeUserHoldings.run(userId);
      return removeUserBrokers.run(userId).changes;
    }),
    /** The caller's import of the statement with this hash, if any. */
    byFileHash: (userId: string, sha256: string): StoredImport | null => byHash.get(userId, sha256) ?? null,
    /** The caller's imported demat account (depository, DP id, client id), if any. */
    byAccount: (userId: string, depository: string, dpId: string, clientId: string): StoredImport | null =>
      byAccount.get(userId, depository, dpId, clientId) ?? null,
    /**
     * Adds the broker and all its holdings in ONE transaction: a failure part-way (a constraint,
     * a bad row) rolls everything back, so nothing is ever half-imported.
     */
    add: db.transaction((item: NewImport, replacing: string | null) => {
      const { holdings, ...broker } = item;
      // A newer statement of an account imported before replaces it whole, under the same id.
      if (replacing !== null) {
        removeHoldings.run(replacing);
        removeBroker.run(replacing);
      }
      insertBroker.run(broker);
      holdings.forEach((holding, i) => {
        insertHolding.run({ ...holding, id: `${item.id}-h${String(i + 1)}`, brokerId: item.id });
      });
    }),
  };
}
