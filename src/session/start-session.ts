/**
 * The session side of a page load, before anything renders (in the entry chunk, so kept small):
 * the token leaves the address bar, and a token that arrived is either used at once (nobody is
 * signed in) or left for the session gate to check (someone is). Other tabs follow a change made
 * here by reloading.
 */
import { emit } from '@/events/bus';

import { currentTokenKey, onTokenChangedElsewhere, setAuthorization, takeTokenFromUrl } from './auth-token';
import { claimDevice, claimDeviceKey, readDeviceOwner } from './device-owner';
import { planArrival, type ArrivalPlan } from './rules/arrival';

/** `ready`: render the app now. `pending`: the gate must resolve `plan` first. */
export type SessionStart = { kind: 'ready' } | { kind: 'pending'; plan: ArrivalPlan };

export function startSession(): SessionStart {
  const incoming = takeTokenFromUrl();
  // The token's fingerprint, known synchronously: the token itself is read from IndexedDB
  // meanwhile, and nothing here waits for it.
  const currentKey = currentTokenKey();
  const owner = readDeviceOwner();
  const plan = planArrival({ currentKey, incoming, owner });
  if (plan.kind === 'keep') {
    // A session from before owners were recorded: it owns what the device holds.
    if (currentKey !== null && owner === null) claimDeviceKey(currentKey);
    return { kind: 'ready' };
  }
  if (plan.kind === 'sign-in' && !plan.purgeFirst) {
    setAuthorization(plan.token);
    claimDevice(plan.token);
    return { kind: 'ready' };
  }
  return { kind: 'pending', plan };
}

/**
 * Another tab signed someone else in or logged out: this page forgets its customer at once (its
 * token, and the user id that lets its data cache be saved) and reloads, so it shows the new
 * customer or the signed-out screen, never the old customer's data under the new token.
 */
export function followSessionInOtherTabs(): void {
  onTokenChangedElsewhere(() => {
    emit('state/user-id-set', { userId: null });
    window.location.reload();
  });
}

/**
 * A host the app trusts to change the customer without asking: a native app's webview, or the
 * main site framing the app (only it may: the gateway's `frame-ancestors`).
 */
export function inTrustedHost(platform: string): boolean {
  if (platform !== 'web') return true;
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin top window: we are framed
  }
}
