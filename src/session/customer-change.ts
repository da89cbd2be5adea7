/**
 * A change of customer on this device: everything personal of whoever used it before goes first
 * (the same purge as logout: caches, persisted queries, IndexedDB, the service worker's caches),
 * then the new token is stored and the device recorded as theirs. Also: asking the gateway whom a
 * token belongs to, without making it the session's token.
 */
import { userBasicSchema } from '@/api/schemas/user';
import { serviceUrl } from '@/api/services';

import { setAuthorization, tokenPersisted } from './auth-token';
import { claimDevice } from './device-owner';
import { logout } from './logout';

/** Purges every trace of the previous customer, then signs in (and stores) `token`. Never rejects. */
export async function changeCustomer(token: string): Promise<void> {
  await logout();
  setAuthorization(token);
  claimDevice(token);
  // Stored before the new customer's first screen: a change they make offline can be sent by the
  // worker, and a reload finds them signed in.
  await tokenPersisted();
}

/** Whom a token belongs to: their id and name, `'unauthorized'` (401), or null (no answer). */
export type TokenOwner = { id: string; name: string } | 'unauthorized' | null;

const WHO_IS_TIMEOUT_MS = 8000;

/**
 * `GET /user/basic/` with `token`. Not through `request()`: a 401 here means "this token is no
 * good", not "sign the current customer out". Never rejects.
 */
export async function whoIs(token: string): Promise<TokenOwner> {
  try {
    const response = await fetch(serviceUrl('user', '/user/basic/'), {
      headers: { Accept: 'application/json', Authorization: token },
      signal: AbortSignal.timeout(WHO_IS_TIMEOUT_MS),
    });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok) return null;
    const user = userBasicSchema.safeParse(await response.json());
    return user.success ? { id: user.data.id, name: user.data.name } : null;
  } catch {
    return null;
  }
}
