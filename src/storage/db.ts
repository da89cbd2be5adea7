/**
 * Kosh's IndexedDB (docs/storage.md): one Dexie subclass with a versioned schema. Only `src/storage/`
 * touches it; the UI goes through repositories and hooks. No DOM globals here: the service worker
 * imports this file through the outbox.
 */
import Dexie, { type Table } from 'dexie';

import type { CommandAction } from '@/domain/offline/command-actions';

import { DB_NAME } from './db-name';

export { DB_NAME };
/** Live reads (hooks/use-storage-query.ts) come with Dexie, in its chunk. */
export { liveQuery } from 'dexie';

/** A preference with nothing personal in it: a selected tab, pill or news filter. Kept on logout. */
export type PrefRow = { key: string; value: string | number };

/**
 * An account of the linking flow as the AA answered it (docs/product.md#discovered-accounts). Its exact
 * shape belongs to the linking feature; storage keeps the object as given.
 */
export type StoredAccount = Readonly<Record<string, unknown>>;

/** Consent user details, kept with the consent's `handle_id` (docs/product.md#discovered-accounts). */
export type ConsentUserDetails = { readonly handle_id: string; readonly [field: string]: unknown };

/** What the linking table holds, one row per key. */
export type LinkingValues = {
  accountsToBeLinked: readonly StoredAccount[];
  accountsToBeTracked: readonly StoredAccount[];
  otpScreensRemaining: number;
  consentUserDetails: ConsentUserDetails;
};
export type LinkingKey = keyof LinkingValues;
export type LinkingRow = { [K in LinkingKey]: { key: K; value: LinkingValues[K] } }[LinkingKey];

/** The PAN, encrypted (AES-GCM), and the non-extractable key it is encrypted under. */
export type IdentityRow =
  { key: 'pan'; iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } | { key: 'pan-key'; cryptoKey: CryptoKey };

/** Where to send the customer back after a journey (the product's `redirectionData`). */
export type RedirectionData = Readonly<Record<string, unknown>>;
export type RedirectionRow = { key: 'current'; value: RedirectionData };

/** One telemetry item waiting to be sent (src/telemetry/delivery/ owns the table's API). */
export type OutboxRow = {
  /** UUIDv7: sorts by time, and the sink de-duplicates on it. */
  id: string;
  channel: string;
  /** Epoch milliseconds. */
  createdAt: number;
  body: unknown;
  /** Sends tried so far. */
  attempts: number;
  /** Epoch milliseconds before which the row is not sent again (backoff). */
  nextAttemptAt: number;
  /**
   * Whose row it is, for a channel sent under the customer's session (user-events): a one-way key
   * of the token at the time of the event (src/telemetry/delivery/owner.ts), never the token
   * itself. Rows are sent only while that customer is signed in, with the current token. Not
   * indexed (no schema change). Null: emitted signed out, so never sent.
   */
  owner?: string | null;
  /**
   * Only in rows written by an older version: the token itself. Upgraded to `owner` and removed
   * on the first start of this version (outbox.ts `upgradeLegacyRows`).
   */
  auth?: string | null;
};

/** A telemetry item the sink refused for good (a 4xx other than 408/429). */
export type DeadLetterRow = OutboxRow & { reason: string; failedAt: number };

/**
 * A change the customer made that waits for the network (docs/pwa.md, offline changes): a POST
 * with its idempotency key, kept per user, sent in order by the page or the service worker.
 */
export type CommandRow = {
  /** UUIDv7: the Idempotency-Key, and the order commands are sent in. */
  id: string;
  /** The customer who made the change; only their session sends it. */
  userId: string;
  /**
   * What the customer did, as a code and the values its words need, for the message if the server
   * refuses it ("Couldn't mark these alerts read…", worded in the language of that moment).
   */
  action?: CommandAction;
  /**
   * Only in rows written by an older version: the action in English ("mark these alerts read").
   * Read back through `storedCommandAction`; new rows never carry words.
   */
  label?: string;
  /** The absolute URL and JSON body, as `request()` would send them (the worker has no `request()`). */
  url: string;
  body: unknown;
  /**
   * Whose session may send it: the owner key (`ownerKeyOf`, a one-way hash) of the token that
   * made the change, never the token. The page and the worker send it with the stored token, and
   * only when that token's key is this one (docs/security.md).
   */
  owner: string;
  /**
   * Only in rows written by an older version: the token itself. Replaced by `owner` and removed
   * before anything is sent (`upgradeLegacyCommands`).
   */
  auth?: string;
  /** Query keys to refetch once the server answered (applied, or refused and undone). */
  refresh: readonly (readonly unknown[])[];
  createdAt: number;
  attempts: number;
  /** Epoch milliseconds before which it is not sent again (backoff after a failed send). */
  nextAttemptAt: number;
  /** Set when the server refused it for good: the page undoes it on screen and says why. */
  refused?: string;
};

/** The persisted TanStack Query cache of one customer (one row, `key: 'client'`). */
export type QueryCacheRow = { key: 'client'; owner: string; savedAt: number; client: unknown };

export class KoshDb extends Dexie {
  // `declare`, not class fields: a field initialiser would overwrite the tables Dexie defines.
  declare prefs: Table<PrefRow, string>;
  declare linking: Table<LinkingRow, LinkingKey>;
  declare identity: Table<IdentityRow, IdentityRow['key']>;
  declare redirection: Table<RedirectionRow, RedirectionRow['key']>;
  declare outbox: Table<OutboxRow, string>;
  declare deadLetters: Table<DeadLetterRow, string>;
  declare commands: Table<CommandRow, string>;
  declare queryCache: Table<QueryCacheRow, QueryCacheRow['key']>;

  constructor(name = DB_NAME) {
    super(name);
    // Version 1. A change adds `this.version(2).stores({...}).upgrade(...)`; never edit a shipped one.
    this.version(1).stores({
      prefs: 'key',
      linking: 'key',
      identity: 'key',
      redirection: 'key',
      outbox: 'id, channel, nextAttemptAt',
      deadLetters: 'id, channel, failedAt',
    });
    // Version 2: offline changes waiting for the network, and the persisted query cache (moved out
    // of localStorage: a year of transactions outgrows its ~5 MB, docs/decisions/0007).
    this.version(2).stores({ commands: 'id, userId', queryCache: 'key' });
  }
}

/** The tables by name, as the repositories see them. */
export type TableName =
  'prefs' | 'linking' | 'identity' | 'redirection' | 'outbox' | 'deadLetters' | 'commands' | 'queryCache';
