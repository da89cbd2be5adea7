/**
 * What a page load does with the session (pure): whether a token that arrived in the URL may
 * simply be used, needs a check that it is the same customer, or changes nothing; and whether the
 * data on this device may belong to someone else than the token in use.
 */

import { cyrb53 } from './cyrb53';

/**
 * A 53-bit hash of a token (cyrb53), in hex: tells "the same token as before" without keeping the
 * token a second time. Not a secret and not a security boundary; it only names an owner.
 */
export function tokenFingerprint(token: string): string {
  return cyrb53(token).toString(16);
}

/** Whose personal data this device holds: the fingerprint of their token, and their id once known. */
export type DeviceOwner = { token: string; userId: string | null };

export type ArrivalFacts = {
  /**
   * The fingerprint (`tokenFingerprint`) of the session's token, or null when nobody is signed in.
   * A fingerprint, not the token: the page knows it before the stored token is read.
   */
  currentKey: string | null;
  /** The token the URL brought, normalised, or null. */
  incoming: string | null;
  /** The recorded owner of the data on this device, or null when none is recorded. */
  owner: DeviceOwner | null;
};

export type ArrivalPlan =
  /** Nothing changes: no token arrived, or the same one. */
  | { kind: 'keep' }
  /**
   * Nobody is signed in: use the token. `purgeFirst` when data of someone with another token may
   * still be on the device (a logout that did not finish).
   */
  | { kind: 'sign-in'; token: string; purgeFirst: boolean }
  /**
   * Someone is signed in and another token arrived: find out whether it is another customer before
   * anything of the current one renders (and, in a plain browser, ask).
   */
  | { kind: 'check'; token: string }
  /**
   * No token arrived, but the data on the device was recorded for another token than the one in use
   * (the token changed behind the app's back): purge the data, keep the token.
   */
  | { kind: 'purge-foreign' };

export function planArrival({ currentKey, incoming, owner }: ArrivalFacts): ArrivalPlan {
  const incomingKey = incoming === null ? null : tokenFingerprint(incoming);
  if (incoming !== null && incomingKey !== currentKey) {
    if (currentKey !== null) return { kind: 'check', token: incoming };
    const purgeFirst = owner !== null && owner.token !== incomingKey;
    return { kind: 'sign-in', token: incoming, purgeFirst };
  }
  if (currentKey !== null && owner !== null && owner.token !== currentKey) {
    return { kind: 'purge-foreign' };
  }
  return { kind: 'keep' };
}

/** What the `/user/basic` answers for both tokens say about a token that arrived. */
export type CustomerCheck =
  /** The same customer with a new token (a refresh): swap the token, keep the data. */
  | 'same-customer'
  /** The new token belongs to nobody (401): it cannot sign anyone in. */
  | 'invalid-token'
  /** Another customer, or it could not be told (offline): treat as another customer. */
  | 'other-customer';

/** Whom `/user/basic/` says a token is: `null` when no answer came (network, 5xx), or a 401. */
export type UserIdAnswer = { id: string } | null | 'unauthorized';

export function compareCustomers(current: UserIdAnswer, incoming: UserIdAnswer): CustomerCheck {
  if (incoming === 'unauthorized') return 'invalid-token';
  if (incoming !== null && current !== null && current !== 'unauthorized' && incoming.id === current.id) {
    return 'same-customer';
  }
  return 'other-customer';
}
