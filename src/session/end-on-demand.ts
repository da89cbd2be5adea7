/**
 * The session's end, loaded when it happens: a refused call or a foreign customer's data found on
 * the device. `logout()` brings the purge of every store (caches, IndexedDB, the worker's), which no
 * first screen needs before then (docs/decisions/0014-first-screen-speed.md).
 *
 * Should its chunk not come (a release in between, the connection dropped), the token still goes
 * here. The data then stays recorded as its customer's (device-owner.ts), so whoever arrives next
 * has it purged before anything shows (resolve-arrival.ts).
 */
import { clearAuthorization, tokenPersisted } from './auth-token';

async function signOutWithoutPurge(): Promise<void> {
  clearAuthorization();
  await tokenPersisted();
}

/** `logout()`, loaded now. Never rejects. */
export function logoutOnDemand(): Promise<void> {
  return import('./logout').then(({ logout }) => logout(), signOutWithoutPurge);
}

/** `changeCustomer(token)`, loaded now; signed out instead when it cannot be. Never rejects. */
export function changeCustomerOnDemand(token: string): Promise<void> {
  return import('./customer-change').then(({ changeCustomer }) => changeCustomer(token), signOutWithoutPurge);
}
