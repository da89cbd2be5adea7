import { readPan } from '../repositories/identity';
import { useStorageQuery } from './use-storage-query';

/** The stored PAN in clear; undefined while loading, null when none. Show it masked. */
export function usePan(): string | null | undefined {
  return useStorageQuery(readPan, [], undefined);
}
