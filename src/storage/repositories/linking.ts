/**
 * The linking flow's working data (docs/storage.md, `linking`): accounts to be linked or tracked, OTP
 * screens still to pass, and the consent user details with their `handle_id`. Personal: cleared on
 * logout or a 401.
 */
import { runStorage } from '@/storage/backend';
import type { ConsentUserDetails, LinkingKey, LinkingRow, LinkingValues, StoredAccount } from '@/storage/db';

export type { ConsentUserDetails, StoredAccount };

async function read<K extends LinkingKey>(key: K): Promise<LinkingValues[K] | undefined> {
  const row = await runStorage(`read ${key}`, undefined, ({ tables }) => tables.linking.get(key));
  // Rows are written only through `write`, which pairs each key with its value type.
  return row?.value as LinkingValues[K] | undefined;
}

function write<K extends LinkingKey>(key: K, value: LinkingValues[K]): Promise<void> {
  const row = { key, value } as LinkingRow;
  return runStorage(`write ${key}`, undefined, ({ tables }) => tables.linking.put(row));
}

export async function getAccountsToBeLinked(): Promise<readonly StoredAccount[]> {
  return (await read('accountsToBeLinked')) ?? [];
}

export function setAccountsToBeLinked(accounts: readonly StoredAccount[]): Promise<void> {
  return write('accountsToBeLinked', accounts);
}

export async function getAccountsToBeTracked(): Promise<readonly StoredAccount[]> {
  return (await read('accountsToBeTracked')) ?? [];
}

export function setAccountsToBeTracked(accounts: readonly StoredAccount[]): Promise<void> {
  return write('accountsToBeTracked', accounts);
}

/** How many OTP screens (partner, then each bank) the customer still has to pass. */
export function setOtpScreensRemaining(count: number): Promise<void> {
  return write('otpScreensRemaining', count);
}

export async function getConsentUserDetails(): Promise<ConsentUserDetails | null> {
  return (await read('consentUserDetails')) ?? null;
}

export function setConsentUserDetails(details: ConsentUserDetails): Promise<void> {
  return write('consentUserDetails', details);
}

/** Forgets the whole linking journey (it ended, or the customer signed out). */
export function clearLinking(): Promise<void> {
  return runStorage('clear linking', undefined, ({ tables }) => tables.linking.clear());
}
