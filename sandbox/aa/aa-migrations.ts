import type { Migration } from '../db/database';

/**
 * The AA partner's own state (namespace `aa`): consents, OTP challenges, what each consent
 * discovered, link events and "notify me" requests. The accounts themselves are the data
 * namespace's `fi_accounts`; linking flips `fi_accounts.linked`.
 */
export const AA_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'consents, otp challenges, discovery, link events',
    sql: `
CREATE TABLE aa_consents (
  handle TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('finvu', 'cams', 'ignosis')),
  mobile TEXT NOT NULL,              -- 10 digits: discovery runs on it
  fip_ids TEXT NOT NULL,             -- JSON array, the selection in order (the first decides the flow)
  flow_type TEXT NOT NULL,
  bank_ifsc TEXT,
  state TEXT NOT NULL,               -- src/domain/aa/consent-machine.ts
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX aa_consents_user ON aa_consents(user_id, updated_at);

CREATE TABLE aa_otp_challenges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  consent_handle TEXT NOT NULL REFERENCES aa_consents(handle),
  purpose TEXT NOT NULL CHECK (purpose IN ('PARTNER', 'BANK')),
  fip_id TEXT NOT NULL DEFAULT '',   -- '' for the partner OTP
  code TEXT NOT NULL,
  sent_to TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  verified_at TEXT
);
CREATE INDEX aa_otp_challenges_lookup ON aa_otp_challenges(consent_handle, purpose, fip_id);

-- What discovery reported per FIP of a consent (found, nothing, or the FIP is down).
CREATE TABLE aa_discovery_fips (
  consent_handle TEXT NOT NULL REFERENCES aa_consents(handle),
  fip_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACCOUNTS_FOUND', 'NO_ACCOUNTS', 'FIP_UNAVAILABLE')),
  discovered_at TEXT NOT NULL,
  PRIMARY KEY (consent_handle, fip_id)
);

CREATE TABLE aa_discovered_accounts (
  consent_handle TEXT NOT NULL REFERENCES aa_consents(handle),
  acc_ref_number TEXT NOT NULL,
  account_id TEXT,                   -- fi_accounts.id; null for a partner-only account (already linked elsewhere)
  fip_id TEXT NOT NULL,
  fi_type TEXT NOT NULL,
  acc_type TEXT NOT NULL,
  masked_acc_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  ifsc TEXT,
  branch TEXT,
  already_linked INTEGER NOT NULL CHECK (already_linked IN (0, 1)),
  mobile TEXT NOT NULL,
  position INTEGER NOT NULL,
  discovered_at TEXT NOT NULL,
  PRIMARY KEY (consent_handle, acc_ref_number)
);

CREATE TABLE aa_link_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  consent_handle TEXT,
  account_id TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('LINKED', 'UNLINKED')),
  link_ref_number TEXT,
  at TEXT NOT NULL
);
CREATE INDEX aa_link_events_user ON aa_link_events(user_id, at);

CREATE TABLE aa_notify_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  topic TEXT NOT NULL,               -- reason + fip id or bank name, lower case
  channel TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, topic, channel)
);
`,
  },
];
