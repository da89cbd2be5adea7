import { persistedRead } from '@/api/authed-query-options';
import { request } from '@/api/request';
import { userBasicSchema, type UserBasic } from '@/api/schemas/user';
import { emit } from '@/events/bus';
import { currentAuthorization } from '@/session/auth-token';
import { noteOwnerUserId } from '@/session/device-owner';
import { changeCustomerOnDemand } from '@/session/end-on-demand';

/**
 * GET /ind-investment/api/v4/user/basic/ (docs/product.md#the-customer). Its id enters the shared state once
 * known, and is checked against the owner of the data on this device: data recorded for another customer (a
 * token changed behind the app's back) is purged and the page starts again clean.
 */
async function getUserBasic(signal?: AbortSignal): Promise<UserBasic> {
  const user = await request({
    service: 'user',
    path: '/user/basic/',
    schema: userBasicSchema,
    signal,
  });
  const token = await currentAuthorization();
  // The session ended while the answer was on its way (a 401 elsewhere, Log out): it must not name
  // the customer again, or the persisted cache would be saved for them after the purge.
  if (token === null) return user;
  if (noteOwnerUserId(token, user.id) === 'foreign') {
    await changeCustomerOnDemand(token);
    window.location.reload();
  }
  emit('state/user-id-set', { userId: user.id });
  return user;
}

/**
 * The signed-in customer; disabled without a bearer token (docs/product.md#access-and-permissions).
 * Persisted: the greeting paints the name at once on a reload.
 */
export function userBasicQueryOptions() {
  return persistedRead(['user', 'basic'], getUserBasic);
}
