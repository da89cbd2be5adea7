import type { RedirectionData } from '../db';
import { getRedirection } from '../repositories/redirection';
import { useStorageQuery } from './use-storage-query';

/** The pending redirection data; undefined while loading, null when none. */
export function useRedirection(): RedirectionData | null | undefined {
  return useStorageQuery(getRedirection, [], undefined);
}
