import type { Migration } from './database';

/**
 * The seeded world (namespace `data`). Money is always INTEGER paise; dates are ISO-8601 text
 * (`YYYY-MM-DD` for dates, full `…Z` timestamps for instants). Every personal row hangs off
 * `users.id`, and every query that answers a request filters by the caller's user id.
 *
 * "Linkable" data exists for every persona from the start: an account at a FIP is what the
 * AA partner discovers for the persona's mobile. `fi_accounts.linked` says whether the persona has
 * linked it; data endpoints show only linked accounts and what hangs off them.
 */
export const DATA_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'the seeded world',
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  mobile TEXT NOT NULL,            -- 10 digits, the AA discovery identifier
  email TEXT NOT NULL,
  pan TEXT,                        -- full PAN: the sandbox is the provider; answers mask it
  dob TEXT                         -- YYYY-MM-DD
);

-- The supported FIPs of docs/product.md#fip-catalogue.
CREATE TABLE fips (
  fip_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  ifsc_prefix TEXT,                -- null for depositories, insurers and registrars
  kind TEXT NOT NULL CHECK (kind IN ('BANK', 'DEPOSITORY', 'INSURER', 'REGISTRAR')),
  fi_types TEXT NOT NULL,          -- JSON array, e.g. ["DEPOSIT"]
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'TEMPORARILY_INACTIVE')),
  success_rate REAL NOT NULL       -- 0..1, shown as "low success rate" below 0.5
);

-- Every financial account the AA partner can discover for a user, linked or not.
CREATE TABLE fi_accounts (
  id TEXT PRIMARY KEY,             -- our account_id (query key of docs/product.md#query-keys)
  user_id TEXT NOT NULL REFERENCES users(id),
  fip_id TEXT NOT NULL REFERENCES fips(fip_id),
  fi_type TEXT NOT NULL CHECK (fi_type IN ('DEPOSIT', 'EQUITIES', 'INSURANCE_POLICIES', 'CREDIT_CARD',
    'MUTUAL_FUNDS')),
  acc_type TEXT NOT NULL,          -- SAVINGS | CURRENT | DEMAT | POLICY | CARD | FOLIO
  masked_acc_number TEXT NOT NULL, -- e.g. XXXXXXXX4821
  acc_ref_number TEXT NOT NULL UNIQUE,
  ifsc TEXT,                       -- banks only
  branch TEXT,
  holder_name TEXT NOT NULL,
  opened_on TEXT,
  current_balance_paise INTEGER,   -- deposits: balance after the last transaction
  linked INTEGER NOT NULL DEFAULT 0 CHECK (linked IN (0, 1)),
  link_ref_number TEXT,
  linked_at TEXT,
  consent_handle TEXT              -- the consent that linked it (AA namespace), null when unlinked
);
CREATE INDEX fi_accounts_user ON fi_accounts(user_id, linked);

-- Bank (deposit) transactions, 18 months for demo.
CREATE TABLE transactions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES fi_accounts(id),
  posted_at TEXT NOT NULL,         -- ISO instant
  value_date TEXT NOT NULL,        -- YYYY-MM-DD
  type TEXT NOT NULL CHECK (type IN ('CREDIT', 'DEBIT')),
  mode TEXT NOT NULL CHECK (mode IN ('CASH', 'ATM', 'CARD', 'UPI', 'FT', 'OTHERS')),  -- AA enum
  payment_mode TEXT NOT NULL,      -- our bucket: UPI | CARD | BANK_TRANSFER | ATM_CASH | AUTO_DEBIT | CHEQUE | OTHERS
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  balance_paise INTEGER NOT NULL,
  narration TEXT NOT NULL,
  reference TEXT NOT NULL,
  category TEXT NOT NULL,          -- docs/product.md#spending-categories taxonomy, e.g. 'Food & Dining'
  counterparty TEXT NOT NULL       -- merchant or person, as a user would name it
);
CREATE INDEX transactions_account_time ON transactions(account_id, posted_at);

CREATE TABLE brokers (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  account_id TEXT NOT NULL REFERENCES fi_accounts(id),   -- the demat account at CDSL or NSDL
  broker_name TEXT NOT NULL,
  depository TEXT NOT NULL CHECK (depository IN ('CDSL', 'NSDL')),
  client_id TEXT NOT NULL,         -- the broker's client code (client_ids query)
  dp_id TEXT NOT NULL
);

CREATE TABLE holdings (
  id TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL REFERENCES brokers(id),
  isin TEXT NOT NULL,
  symbol TEXT NOT NULL,
  company_name TEXT NOT NULL,
  sector TEXT NOT NULL,
  market_cap TEXT NOT NULL CHECK (market_cap IN ('LARGE', 'MID', 'SMALL')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  avg_price_paise INTEGER NOT NULL,
  last_price_paise INTEGER NOT NULL,
  prev_close_paise INTEGER NOT NULL  -- day change = last - prev_close
);
CREATE INDEX holdings_broker ON holdings(broker_id);

CREATE TABLE trades (
  id TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL REFERENCES brokers(id),
  isin TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('BUY', 'SELL')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  price_paise INTEGER NOT NULL,
  traded_at TEXT NOT NULL,
  exchange TEXT NOT NULL CHECK (exchange IN ('NSE', 'BSE')),
  order_id TEXT NOT NULL
);
CREATE INDEX trades_broker_time ON trades(broker_id, traded_at);

CREATE TABLE credit_cards (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  account_id TEXT NOT NULL REFERENCES fi_accounts(id),
  issuer TEXT NOT NULL,            -- bank name
  card_name TEXT NOT NULL,         -- e.g. 'Regalia Gold'
  network TEXT NOT NULL CHECK (network IN ('VISA', 'MASTER_CARD', 'RUPAY', 'AMEX', 'OTHERS')),
  masked_number TEXT NOT NULL,     -- XXXX XXXX XXXX 1234
  credit_limit_paise INTEGER NOT NULL,
  available_paise INTEGER NOT NULL,
  statement_password_hint TEXT NOT NULL
);

CREATE TABLE card_statements (
  id TEXT PRIMARY KEY,
  card_id TEXT NOT NULL REFERENCES credit_cards(id),
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  due_date TEXT NOT NULL,
  total_due_paise INTEGER NOT NULL,
  min_due_paise INTEGER NOT NULL,
  paid_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PAID', 'PARTIALLY_PAID', 'DUE', 'OVERDUE')),
  locked INTEGER NOT NULL CHECK (locked IN (0, 1)),  -- a password-protected PDF not yet unlocked
  statement_password TEXT NOT NULL                   -- what POST /unlock-statement must be given
);

CREATE TABLE card_transactions (
  id TEXT PRIMARY KEY,
  card_id TEXT NOT NULL REFERENCES credit_cards(id),
  statement_id TEXT REFERENCES card_statements(id),  -- null: unbilled
  posted_at TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('DEBIT', 'CREDIT')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  merchant TEXT NOT NULL,
  category TEXT NOT NULL,
  mcc TEXT
);
CREATE INDEX card_transactions_card_time ON card_transactions(card_id, posted_at);

CREATE TABLE insurance_policies (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  account_id TEXT NOT NULL REFERENCES fi_accounts(id),
  insurer TEXT NOT NULL,
  policy_name TEXT NOT NULL,
  policy_number_masked TEXT NOT NULL,
  policy_type TEXT NOT NULL,       -- TERM | ENDOWMENT | HEALTH | …
  cover_type TEXT NOT NULL,        -- INDIVIDUAL | FAMILY
  sum_assured_paise INTEGER NOT NULL,
  premium_paise INTEGER NOT NULL,
  premium_frequency TEXT NOT NULL CHECK (premium_frequency IN ('MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'ONE_TIME')),
  start_date TEXT NOT NULL,
  expiry_date TEXT NOT NULL,
  next_premium_due TEXT
);

-- The instant-cash credit line and its drawdowns (docs/product.md#emi-math: reducing-balance EMIs).
CREATE TABLE credit_lines (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users(id),
  limit_paise INTEGER NOT NULL,
  annual_rate_bps INTEGER NOT NULL,  -- 1599 = 15.99 % a year
  lender TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'FROZEN'))
);

CREATE TABLE withdrawals (
  id TEXT PRIMARY KEY,
  credit_line_id TEXT NOT NULL REFERENCES credit_lines(id),
  amount_paise INTEGER NOT NULL,
  tenure_months INTEGER NOT NULL,
  annual_rate_bps INTEGER NOT NULL,
  processing_fee_paise INTEGER NOT NULL,
  disbursed_on TEXT NOT NULL,
  bank_account_masked TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CLOSED'))
);

CREATE TABLE emis (
  id TEXT PRIMARY KEY,
  withdrawal_id TEXT NOT NULL REFERENCES withdrawals(id),
  installment_no INTEGER NOT NULL,
  due_date TEXT NOT NULL,
  opening_principal_paise INTEGER NOT NULL,
  emi_paise INTEGER NOT NULL,
  interest_paise INTEGER NOT NULL,
  principal_paise INTEGER NOT NULL,
  closing_principal_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PAID', 'DUE', 'OVERDUE', 'UPCOMING')),
  paid_on TEXT,
  UNIQUE (withdrawal_id, installment_no)
);

CREATE TABLE repayments (
  id TEXT PRIMARY KEY,
  withdrawal_id TEXT NOT NULL REFERENCES withdrawals(id),
  emi_id TEXT REFERENCES emis(id),
  paid_at TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  mode TEXT NOT NULL               -- NACH | UPI | NETBANKING
);

CREATE TABLE news (
  id TEXT PRIMARY KEY,
  published_at TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('INDIAN_STOCKS', 'MUTUAL_FUNDS', 'US_STOCKS')),
  headline TEXT NOT NULL,
  summary TEXT NOT NULL,
  source TEXT NOT NULL,
  symbols TEXT NOT NULL,           -- JSON array of tickers the item is about
  url TEXT NOT NULL,
  image_url TEXT,                  -- only on the allow-listed asset hosts
  is_live INTEGER NOT NULL CHECK (is_live IN (0, 1))   -- the "Live" filter: the last trading day
);
CREATE INDEX news_time ON news(published_at);

CREATE TABLE alerts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL,              -- EMI_DUE | LOW_BALANCE | BILL_DUE | PRICE_MOVE | CONSENT_EXPIRY | …
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  important INTEGER NOT NULL CHECK (important IN (0, 1)),
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  navlink TEXT                     -- a relative app path, never a foreign URL
);
CREATE INDEX alerts_user_time ON alerts(user_id, created_at);
`,
  },
  {
    version: 2,
    name: 'insurance nominees',
    // What the insurer reports beside the terms: how many nominees the policy names.
    sql: `ALTER TABLE insurance_policies ADD COLUMN nominee_count INTEGER NOT NULL DEFAULT 1 CHECK (nominee_count >= 0);`,
  },
  {
    version: 3,
    name: 'alerts in Hindi',
    // The alerts route answers in the caller's language; title/body stay the English.
    sql: `ALTER TABLE alerts ADD COLUMN title_hi TEXT;
ALTER TABLE alerts ADD COLUMN body_hi TEXT;`,
  },
  {
    version: 4,
    name: 'one customer per mobile and email',
    // Before this, two customers could verify the same number. A database that already
    // holds such a pair keeps the contact with its first holder (lowest rowid); the others get a
    // placeholder nobody can own (a mobile starting 0000, an address at invalid.example) and must
    // set theirs again with an OTP.
    sql: `UPDATE users SET mobile = '0000' || printf('%06d', rowid)
  WHERE EXISTS (SELECT 1 FROM users AS earlier WHERE earlier.mobile = users.mobile AND earlier.rowid < users.rowid);
UPDATE users SET email = 'contested-' || id || '@invalid.example'
  WHERE EXISTS (SELECT 1 FROM users AS earlier
    WHERE lower(earlier.email) = lower(users.email) AND earlier.rowid < users.rowid);
CREATE UNIQUE INDEX users_mobile_unique ON users(mobile);
CREATE UNIQUE INDEX users_email_unique ON users(lower(email));`,
  },
  {
    version: 5,
    name: 'one holdings table for every source',
    // Holdings the AA links and holdings a broker login or CAS statement brings in are one table;
    // `source` says which broker table `broker_id` names (`brokers` for 'aa', the `equity-import`
    // namespace's `equity_import_brokers` for 'import'), so the foreign key goes. SQLite drops a
    // foreign key only by rebuilding the table; the seeded rows are all 'aa'. `source` comes last
    // so the other columns keep their order.
    sql: `CREATE TABLE holdings_by_source (
  id TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL,
  isin TEXT NOT NULL,
  symbol TEXT NOT NULL,
  company_name TEXT NOT NULL,
  sector TEXT NOT NULL,
  market_cap TEXT NOT NULL CHECK (market_cap IN ('LARGE', 'MID', 'SMALL')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  avg_price_paise INTEGER NOT NULL,
  last_price_paise INTEGER NOT NULL,
  prev_close_paise INTEGER NOT NULL,  -- day change = last - prev_close
  source TEXT NOT NULL CHECK (source IN ('aa', 'import'))
);
INSERT INTO holdings_by_source SELECT id, broker_id, isin, symbol, company_name, sector, market_cap, quantity,
  avg_price_paise, last_price_paise, prev_close_paise, 'aa' FROM holdings;
DROP TABLE holdings;
ALTER TABLE holdings_by_source RENAME TO holdings;
CREATE INDEX holdings_broker ON holdings(source, broker_id);`,
  },
  {
    version: 6,
    name: 'prices on 31 January 2018',
    // The closing price of each listed stock on 31 January 2018: the floor of the cost of shares
    // bought before 1 February 2018 (section 55(2)(ac)), for the capital-gains screen. A world
    // seeded before this version has none and its old lots are not grandfathered.
    sql: `CREATE TABLE prices_2018 (
  isin TEXT PRIMARY KEY,
  company_name TEXT NOT NULL,
  price_paise INTEGER NOT NULL CHECK (price_paise > 0)
);`,
  },
  {
    version: 7,
    name: 'mutual funds',
    // Folios as the registrars report them (src/api/schemas/mutual-funds.ts): the scheme master and
    // its NAVs are public and shared; folios and their lines are personal. Units are thousandths of
    // a unit and NAVs hundredths of a paisa, as the contract counts them. A world seeded before this
    // version has no funds.
    sql: `CREATE TABLE mf_schemes (
  isin TEXT PRIMARY KEY,
  amfi_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  amc TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (plan IN ('direct', 'regular')),
  option TEXT NOT NULL CHECK (option IN ('growth', 'idcw')),
  category TEXT NOT NULL CHECK (category IN ('equity', 'debt', 'hybrid', 'solution', 'other')),
  sub_category TEXT NOT NULL,
  tax_class TEXT NOT NULL CHECK (tax_class IN ('equity', 'debt', 'other')),
  nav_2018_hundredth_paise INTEGER CHECK (nav_2018_hundredth_paise > 0)  -- null: launched later
);

-- About weekly, plus every day a folio has a line on: a line's NAV is always found here.
CREATE TABLE mf_nav_history (
  isin TEXT NOT NULL REFERENCES mf_schemes(isin),
  day TEXT NOT NULL,
  nav_hundredth_paise INTEGER NOT NULL CHECK (nav_hundredth_paise > 0),
  PRIMARY KEY (isin, day)
) WITHOUT ROWID;

CREATE TABLE mf_folios (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  folio_number TEXT NOT NULL,
  amc TEXT NOT NULL,
  registrar TEXT NOT NULL CHECK (registrar IN ('CAMS', 'KFINTECH')),
  source TEXT NOT NULL CHECK (source IN ('CAMSRTAFIP', 'kfinmf-fip', 'CDSLFIP', 'NSDLFIP', 'cas'))
);
CREATE INDEX mf_folios_user ON mf_folios(user_id);

-- Ids sort in statement order within a folio (a purchase before its stamp duty).
CREATE TABLE mf_transactions (
  id TEXT PRIMARY KEY,
  folio_id TEXT NOT NULL REFERENCES mf_folios(id),
  isin TEXT NOT NULL REFERENCES mf_schemes(isin),
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('purchase', 'sip', 'redemption', 'switch_in', 'switch_out',
    'dividend_reinvest', 'stamp_duty')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  units_milli INTEGER NOT NULL CHECK (units_milli >= 0),
  nav_hundredth_paise INTEGER NOT NULL CHECK (nav_hundredth_paise >= 0)
);
CREATE INDEX mf_transactions_folio ON mf_transactions(folio_id, isin, day);`,
  },
  {
    version: 8,
    name: 'fund splits and bonus units',
    // Unit splits and bonus units as lines of their own, with their ratio (from:to) and no money.
    // SQLite changes a CHECK only by rebuilding the table; the lines kept have no ratio.
    sql: `CREATE TABLE mf_transactions_v8 (
  id TEXT PRIMARY KEY,
  folio_id TEXT NOT NULL REFERENCES mf_folios(id),
  isin TEXT NOT NULL REFERENCES mf_schemes(isin),
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('purchase', 'sip', 'redemption', 'switch_in', 'switch_out',
    'dividend_reinvest', 'stamp_duty', 'split', 'bonus')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  units_milli INTEGER NOT NULL CHECK (units_milli >= 0),
  nav_hundredth_paise INTEGER NOT NULL CHECK (nav_hundredth_paise >= 0),
  ratio_from INTEGER CHECK (ratio_from > 0),
  ratio_to INTEGER CHECK (ratio_to > 0),
  CHECK ((kind IN ('split', 'bonus')) = (ratio_from IS NOT NULL AND ratio_to IS NOT NULL))
);
INSERT INTO mf_transactions_v8 SELECT id, folio_id, isin, day, kind, amount_paise, units_milli,
  nav_hundredth_paise, NULL, NULL FROM mf_transactions;
DROP TABLE mf_transactions;
ALTER TABLE mf_transactions_v8 RENAME TO mf_transactions;
CREATE INDEX mf_transactions_folio ON mf_transactions(folio_id, isin, day);`,
  },
  {
    version: 9,
    name: 'folios linked through the account aggregator',
    // A folio the AA links is one `fi_accounts` row at a registrar (docs/mutual-funds.md): the
    // portfolio shows it only while that account is linked, so linking shows it and a revoke hides
    // it. Null: a folio that stands for one linked before this sandbox kept consents (always shown).
    // The registrar FIPs joined the catalogue with this version: a world seeded before it has no
    // registrars to link (reset it).
    sql: `ALTER TABLE mf_folios ADD COLUMN account_id TEXT REFERENCES fi_accounts(id);`,
  },
  {
    version: 10,
    name: 'fund units held in demat',
    // Units held in a demat account come through the depository's FIP (docs/mutual-funds.md), and
    // NSDL's FIP id is `fip@nsdl`, which the source check of version 7 spelt otherwise. SQLite
    // changes a CHECK only by rebuilding the table; the lines keep pointing at the same ids, so
    // the foreign keys are checked at commit, once the new table holds every folio again.
    sql: `PRAGMA defer_foreign_keys = ON;
CREATE TABLE mf_folios_v10 (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  folio_number TEXT NOT NULL,
  amc TEXT NOT NULL,
  registrar TEXT NOT NULL CHECK (registrar IN ('CAMS', 'KFINTECH')),
  source TEXT NOT NULL CHECK (source IN ('CAMSRTAFIP', 'kfinmf-fip', 'CDSLFIP', 'fip@nsdl', 'cas')),
  account_id TEXT REFERENCES fi_accounts(id)
);
INSERT INTO mf_folios_v10 SELECT id, user_id, folio_number, amc, registrar,
  CASE source WHEN 'NSDLFIP' THEN 'fip@nsdl' ELSE source END, account_id FROM mf_folios;
DROP TABLE mf_folios;
ALTER TABLE mf_folios_v10 RENAME TO mf_folios;
CREATE INDEX mf_folios_user ON mf_folios(user_id);`,
  },
];
