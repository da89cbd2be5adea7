import Database from 'better-sqlite3';

/**
 * Equity rows for the stocks-widget tests, inserted only where the seed has not put any: until the
 * seed lands, demo gets two brokers (CDSL + NSDL) with 25 holdings and their trades, and other gets
 * one broker. Demo always gets one more demat account that is NOT linked, which must stay hidden.
 */

export const DEMO = 'usr_demo_0001';
export const OTHER = 'usr_other_0003';
/** The demo's demat account that is discovered but not linked. */
export const UNLINKED_ACCOUNT = 'fx_acc_demo_unlinked';

type Stock = [isin: string, symbol: string, name: string, sector: string, cap: 'LARGE' | 'MID' | 'SMALL'];

const STOCKS: Stock[] = [
  ['INE002A01018', 'RELIANCE', 'Reliance Industries', 'Energy', 'LARGE'],
  ['INE040A01034', 'HDFCBANK', 'HDFC Bank', 'Banking', 'LARGE'],
  ['INE009A01021', 'INFY', 'Infosys', 'IT', 'LARGE'],
  ['INE467B01029', 'TCS', 'Tata Consultancy Services', 'IT', 'LARGE'],
  ['INE090A01021', 'ICICIBANK', 'ICICI Bank', 'Banking', 'LARGE'],
  ['INE154A01025', 'ITC', 'ITC', 'FMCG', 'LARGE'],
  ['INE062A01020', 'SBIN', 'State Bank of India', 'Banking', 'LARGE'],
  ['INE397D01024', 'BHARTIARTL', 'Bharti Airtel', 'Telecom', 'LARGE'],
  ['INE018A01030', 'LT', 'Larsen & Toubro', 'Capital Goods', 'LARGE'],
  ['INE030A01027', 'HINDUNILVR', 'Hindustan Unilever', 'FMCG', 'LARGE'],
  ['INE044A01036', 'SUNPHARMA', 'Sun Pharmaceutical', 'Pharma', 'LARGE'],
  ['INE585B01010', 'MARUTI', 'Maruti Suzuki', 'Automobile', 'LARGE'],
  ['INE155A01022', 'TATAMOTORS', 'Tata Motors', 'Automobile', 'LARGE'],
  ['INE262H01021', 'PERSISTENT', 'Persistent Systems', 'IT', 'MID'],
  ['INE226A01021', 'VOLTAS', 'Voltas', 'Consumer Durables', 'MID'],
  ['INE171A01029', 'FEDERALBNK', 'Federal Bank', 'Banking', 'MID'],
  ['INE406A01037', 'AUROPHARMA', 'Aurobindo Pharma', 'Pharma', 'MID'],
  ['INE298A01020', 'CUMMINSIND', 'Cummins India', 'Capital Goods', 'MID'],
  ['INE335Y01020', 'IRCTC', 'IRCTC', 'Services', 'MID'],
  ['INE736A01011', 'CDSL', 'Central Depository Services', 'Financial Services', 'SMALL'],
  ['INE450U01017', 'ROUTE', 'Route Mobile', 'IT', 'SMALL'],
  ['INE878B01027', 'KEI', 'KEI Industries', 'Capital Goods', 'SMALL'],
  ['INE00WC01027', 'AFFLE', 'Affle India', 'IT', 'SMALL'],
];

function exists(db: Database.Database, user: string): boolean {
  const row = db
    .prepare<[string], { n: number }>(
      `SELECT COUNT(*) AS n FROM brokers b JOIN fi_accounts a ON a.id = b.account_id
       WHERE b.user_id = ? AND a.linked = 1`,
    )
    .get(user);
  return (row?.n ?? 0) > 0;
}

function insertBasics(db: Database.Database): void {
  const user = db.prepare(
    `INSERT OR IGNORE INTO users (id, token, name, first_name, mobile, email, pan, dob)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  user.run(
    DEMO,
    'demo',
    'Aarav Sharma',
    'Aarav',
    '9876504321',
    'aarav@example.com',
    'ABCDE1234F',
    '1990-04-12',
  );
  user.run(
    OTHER,
    'other',
    'Rohan Mehta',
    'Rohan',
    '9876509012',
    'rohan@example.com',
    'PQRSX5678K',
    '1985-09-30',
  );
  const fip = db.prepare(
    `INSERT OR IGNORE INTO fips (fip_id, name, ifsc_prefix, kind, fi_types, status, success_rate)
     VALUES (?, ?, NULL, 'DEPOSITORY', '["EQUITIES","ETF"]', 'ACTIVE', 0.9)`,
  );
  fip.run('CDSLFIP', 'Central Depository Services Ltd (CDSL)');
  fip.run('fip@nsdl', 'National Securities Depository Ltd (NSDL)');
}

function insertBroker(
  db: Database.Database,
  user: string,
  id: string,
  [name, depository, clientId, dpId]: [string, 'CDSL' | 'NSDL', string, string],
  linked: boolean,
): void {
  db.prepare(
    `INSERT OR IGNORE INTO fi_accounts (id, user_id, fip_id, fi_type, acc_type, masked_acc_number, acc_ref_number,
       holder_name, linked, linked_at)
     VALUES (?, ?, ?, 'EQUITIES', 'DEMAT', ?, ?, ?, ?, ?)`,
  ).run(
    `fx_acc_${id}`,
    user,
    depository === 'CDSL' ? 'CDSLFIP' : 'fip@nsdl',
    `XXXXXXXXXXXX${clientId.slice(-4)}`,
    `fx_ref_${id}`,
    user === DEMO ? 'Aarav Sharma' : 'Rohan Mehta',
    linked ? 1 : 0,
    linked ? '2025-06-01T10:00:00.000Z' : null,
  );
  db.prepare(
    `INSERT OR IGNORE INTO brokers (id, user_id, account_id, broker_name, depository, client_id, dp_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(`fx_brk_${id}`, user, `fx_acc_${id}`, name, depository, clientId, dpId);
}

/** Holdings of `stocks` at one broker, with prices that give gainers, losers and flat days. */
function insertHoldings(db: Database.Database, id: string, stocks: readonly Stock[], offset: number): void {
  const holding = db.prepare(
    `INSERT INTO holdings (id, broker_id, isin, symbol, company_name, sector, market_cap, quantity,
       avg_price_paise, last_price_paise, prev_close_paise, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'aa')`,
  );
  const trade = db.prepare(
    `INSERT INTO trades (id, broker_id, isin, symbol, side, quantity, price_paise, traded_at, exchange, order_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  stocks.forEach(([isin, symbol, name, sector, cap], i) => {
    const k = i + offset;
    const last = 300_00 + ((k * 7919) % 3000) * 100;
    const prev = Math.round(last * (1 - ((k % 7) - 3) / 100));
    const avg = Math.round(last * (0.7 + ((k * 37) % 60) / 100));
    const quantity = 5 + ((k * 13) % 40);
    holding.run(
      `fx_h_${id}_${i}`,
      `fx_brk_${id}`,
      isin,
      symbol,
      name,
      sector,
      cap,
      quantity,
      avg,
      last,
      prev,
    );
    // Two buys that make up the quantity, the second on the same instant for every third stock so
    // pagination must break ties by id; every fourth stock also has a sale and a re-buy.
    const day = new Date(Date.UTC(2024, 0, 2) + k * 17 * 86_400_000).toISOString().slice(0, 10);
    const sameInstant = i % 3 === 0;
    trade.run(
      `fx_t_${id}_${i}_a`,
      `fx_brk_${id}`,
      isin,
      symbol,
      'BUY',
      quantity - 2,
      avg,
      `${day}T04:00:00.000Z`,
      'NSE',
      `o${k}a`,
    );
    trade.run(
      `fx_t_${id}_${i}_b`,
      `fx_brk_${id}`,
      isin,
      symbol,
      'BUY',
      2,
      avg,
      `${day}T${sameInstant ? '04' : '06'}:00:00.000Z`,
      'BSE',
      `o${k}b`,
    );
    if (i % 4 === 0) {
      trade.run(
        `fx_t_${id}_${i}_c`,
        `fx_brk_${id}`,
        isin,
        symbol,
        'SELL',
        1,
        last,
        `${day}T08:00:00.000Z`,
        'NSE',
        `o${k}c`,
      );
      trade.run(
        `fx_t_${id}_${i}_d`,
        `fx_brk_${id}`,
        isin,
        symbol,
        'BUY',
        1,
        last,
        `${day}T09:00:00.000Z`,
        'NSE',
        `o${k}d`,
      );
    }
  });
}

/** Inserts what the tests need into the server's database file (see the file comment). */
export function ensureEquityFixtures(dbFile: string): void {
  const db = new Database(dbFile);
  db.pragma('foreign_keys = ON');
  try {
    db.transaction(() => {
      insertBasics(db);
      if (!exists(db, DEMO)) {
        insertBroker(db, DEMO, 'zerodha', ['Zerodha', 'CDSL', '12345678', '12081600'], true);
        insertBroker(db, DEMO, 'icici', ['ICICI Direct', 'NSDL', '10234567', 'IN301549'], true);
        // RELIANCE and INFY are held at both brokers: 13 + 12 holdings, 23 stocks.
        insertHoldings(db, 'zerodha', STOCKS.slice(0, 13), 0);
        insertHoldings(
          db,
          'icici',
          [STOCKS[0], STOCKS[2], ...STOCKS.slice(13)].flatMap((s) => (s ? [s] : [])),
          13,
        );
      }
      if (!exists(db, OTHER)) {
        insertBroker(db, OTHER, 'other', ['Groww', 'CDSL', '87654321', '12088700'], true);
        insertHoldings(db, 'other', STOCKS.slice(3, 6), 40);
      }
      insertBroker(db, DEMO, 'demo_unlinked', ['Upstox', 'CDSL', '55554444', '12088800'], false);
    })();
  } finally {
    db.close();
  }
}
