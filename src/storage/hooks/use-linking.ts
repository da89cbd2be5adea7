import type { ConsentUserDetails, StoredAccount } from '@/storage/db';
import {
  getAccountsToBeLinked,
  getAccountsToBeTracked,
  getConsentUserDetails,
} from '@/storage/repositories/linking';

import { useStorageQuery } from './use-storage-query';

const NONE: readonly StoredAccount[] = [];

/** Accounts chosen for linking; empty until known. */
export function useAccountsToBeLinked(): readonly StoredAccount[] {
  return useStorageQuery(getAccountsToBeLinked, [], NONE);
}

/** Accounts chosen for tracking; empty until known. */
export function useAccountsToBeTracked(): readonly StoredAccount[] {
  return useStorageQuery(getAccountsToBeTracked, [], NONE);
}

/** The consent user details (with `handle_id`); undefined while loading, null when none. */
export function useConsentUserDetails(): ConsentUserDetails | null | undefined {
  return useStorageQuery(getConsentUserDetails, [], undefined);
}
