import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';
import { migrate, type Migration } from '../db/database';
import { registerAlertRoutes } from './alerts/alert-routes';
import { registerCardRoutes } from './cards/card-routes';
import { registerInstaCashRoutes } from './insta-cash/insta-cash-routes';
import { registerNewsRoutes } from './news/news-routes';
import { registerProfileRoutes } from './profile/profile-routes';

/**
 * State of namespace `misc` that is not part of the seeded world: unlock attempts per card
 * statement, idempotency keys of instant-cash withdrawals and pending contact-change OTPs. No
 * foreign keys into the data tables, so reseeding the world never trips over them.
 */
const MISC_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'unlock attempts, idempotency keys, contact OTPs',
    sql: `
CREATE TABLE misc_unlock_attempts (
  statement_id TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until TEXT                 -- ISO instant; null while attempts are left
);

CREATE TABLE misc_idempotency (
  user_id TEXT NOT NULL,
  scope TEXT NOT NULL,              -- e.g. insta-cash-withdrawal
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,       -- sha256 of the parsed body: the same key with another body is refused
  status_code INTEGER NOT NULL,
  response_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, scope, key)
);

CREATE TABLE misc_contact_otps (
  request_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('mobile', 'email')),
  value TEXT NOT NULL,
  otp TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  consumed INTEGER NOT NULL DEFAULT 0 CHECK (consumed IN (0, 1))
);
CREATE INDEX misc_contact_otps_user ON misc_contact_otps(user_id, type, consumed);
`,
  },
  {
    version: 2,
    name: 'card bill payments, instant-cash repayments and mandates',
    sql: `
CREATE TABLE misc_card_payments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  statement_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  channel TEXT NOT NULL CHECK (channel IN ('GATEWAY', 'UPI_INTENT')),
  status TEXT NOT NULL CHECK (status IN ('INITIATED', 'PENDING', 'SUCCESS', 'FAILED')),
  failure_reason TEXT,
  settle_at TEXT,                   -- ISO instant a PENDING (or UPI) payment settles at
  settle_to TEXT,                   -- what it settles to: SUCCESS or FAILED
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX misc_card_payments_user ON misc_card_payments(user_id, created_at);

CREATE TABLE misc_repayments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('OVERDUE', 'NEXT_EMI', 'PREPAY', 'FORECLOSE')),
  answer_json TEXT NOT NULL,        -- the repayment as answered (its quote and status)
  created_at TEXT NOT NULL
);

CREATE TABLE misc_mandates (
  user_id TEXT PRIMARY KEY,
  mandate_id TEXT NOT NULL,
  bank_account_masked TEXT NOT NULL,
  max_debit_paise INTEGER NOT NULL,
  valid_until TEXT NOT NULL,
  active_at TEXT NOT NULL,          -- ISO instant the bank confirms it (PENDING until then)
  updated_at TEXT NOT NULL
);
`,
  },
  {
    version: 3,
    name: 'withdrawal disbursements',
    sql: `
CREATE TABLE misc_disbursements (
  withdrawal_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  credited_at TEXT NOT NULL         -- ISO instant the bank credits it (PENDING until then)
);
CREATE INDEX misc_disbursements_user ON misc_disbursements(user_id);
`,
  },
];

/**
 * Registers the credit-card service, stories (news), instant cash, alerts, profile edit and
 * screen endpoints. The frontend and logger collectors live with the telemetry sink.
 */
export function registerMiscRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  migrate(ctx.db, 'misc', MISC_MIGRATIONS);
  registerCardRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerInstaCashRoutes(app, ctx);
  registerAlertRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
}
