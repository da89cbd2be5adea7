/**
 * Where to send the customer back once a journey ends (the product's `redirectionData`,
 * docs/storage.md, `redirection`). Personal: cleared on logout or a 401.
 */
import { runStorage } from '@/storage/backend';
import type { RedirectionData } from '@/storage/db';

export type { RedirectionData };

export function setRedirection(value: RedirectionData): Promise<void> {
  return runStorage('write redirection', undefined, ({ tables }) =>
    tables.redirection.put({ key: 'current', value }),
  );
}

export function clearRedirection(): Promise<void> {
  return runStorage('clear redirection', undefined, ({ tables }) => tables.redirection.clear());
}
