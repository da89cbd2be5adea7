/**
 * The product kept its working data in localStorage; it now lives in IndexedDB. On first start each
 * legacy key found is moved into its table and removed (docs/storage.md lists them). A value whose
 * shape is not understood is dropped. While storage runs from memory the keys stay, to be moved on
 * a later start, except the PAN, which never stays in plain text.
 */
import { normalizePanInput } from '@/domain/identity/pan';

import { isPersistent } from './backend';
import type { ConsentUserDetails, StoredAccount } from './db';
import { type LegacyKey, pageStorage } from './legacy-keys';
import { savePan } from './repositories/identity';
import {
  setAccountsToBeLinked,
  setAccountsToBeTracked,
  setConsentUserDetails,
  setOtpScreensRemaining,
} from './repositories/linking';
import { setSelectedTab } from './repositories/prefs';
import { setRedirection } from './repositories/redirection';

type Migrate = (value: unknown) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const accounts = (value: unknown): StoredAccount[] | null =>
  Array.isArray(value) ? value.filter(isRecord) : null;

const count = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};

/** Each legacy key and how its value moves (every key of legacy-keys.ts, by type). */
const MIGRATIONS: Readonly<Record<LegacyKey, Migrate>> = {
  /** `{ "<screen>": <tab index> }` */
  selectedTabs: async (value) => {
    if (!isRecord(value)) return;
    for (const [screen, index] of Object.entries(value)) {
      const tab = count(index);
      if (tab !== null) await setSelectedTab(screen, tab);
    }
  },
  accountsToBeLinked: async (value) => {
    const list = accounts(value);
    if (list !== null) await setAccountsToBeLinked(list);
  },
  accountsToBeTracked: async (value) => {
    const list = accounts(value);
    if (list !== null) await setAccountsToBeTracked(list);
  },
  otpScreensRemaining: async (value) => {
    const n = count(value);
    if (n !== null) await setOtpScreensRemaining(n);
  },
  panNumber: async (value) => {
    if (typeof value === 'string') await savePan(normalizePanInput(value));
  },
  redirectionData: async (value) => {
    if (isRecord(value)) await setRedirection(value);
    else if (typeof value === 'string' && value !== '') await setRedirection({ url: value });
  },
  consentUserDetails: async (value) => {
    if (isRecord(value) && typeof value.handle_id === 'string') {
      await setConsentUserDetails(value as ConsentUserDetails);
    }
  },
};

/** A stored value: JSON when it parses, else the raw string (older builds stored some unquoted). */
function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Moves every legacy key present into IndexedDB and removes it. Never rejects. */
export async function migrateLegacyStorage(storage: Storage | null = pageStorage()): Promise<void> {
  if (storage === null) return;
  for (const [key, migrate] of Object.entries(MIGRATIONS)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      await migrate(decode(raw));
      if (isPersistent() || key === 'panNumber') storage.removeItem(key);
    } catch (error) {
      console.warn(`Storage: legacy key ${key} could not be migrated`, error);
    }
  }
}
