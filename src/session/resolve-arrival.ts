/**
 * The slow part of a session start (a lazy chunk, loaded only when a token arrived while someone
 * was signed in, or the device holds data of someone else): asks the gateway whom both tokens
 * belong to and purges before the new customer's first screen.
 */
import { refreshSessionToken } from '@/api/offline-commands';

import { currentAuthorization } from './auth-token';
import { changeCustomer, whoIs, type TokenOwner } from './customer-change';
import { noteOwnerUserId } from './device-owner';
import { compareCustomers, type ArrivalPlan } from './rules/arrival';

/** `ready`: render the app. `ask`: a plain browser, another customer: the dialog decides. */
export type Resolution =
  { kind: 'ready' } | { kind: 'ask'; token: string; currentName: string | null; incomingName: string | null };

function nameOf(owner: TokenOwner): string | null {
  return owner === null || owner === 'unauthorized' ? null : owner.name;
}

export async function resolveArrival(plan: ArrivalPlan, trustedHost: boolean): Promise<Resolution> {
  switch (plan.kind) {
    case 'keep':
      return { kind: 'ready' };
    case 'sign-in':
      await changeCustomer(plan.token);
      return { kind: 'ready' };
    case 'purge-foreign': {
      const current = await currentAuthorization();
      if (current !== null) await changeCustomer(current);
      return { kind: 'ready' };
    }
    case 'check':
      return checkIncoming(plan.token, trustedHost);
  }
}

async function checkIncoming(token: string, trustedHost: boolean): Promise<Resolution> {
  const currentToken = await currentAuthorization();
  const [current, incoming] = await Promise.all([
    currentToken === null ? Promise.resolve<TokenOwner>('unauthorized') : whoIs(currentToken),
    whoIs(token),
  ]);
  const verdict = compareCustomers(current, incoming);
  if (verdict === 'same-customer' && incoming !== null && incoming !== 'unauthorized') {
    // A refreshed token of the same customer: their data stays theirs, and so do the changes
    // they queued offline.
    await refreshSessionToken(currentToken ?? '', token);
    noteOwnerUserId(token, incoming.id);
    return { kind: 'ready' };
  }
  // The current session is over (its token refused): nobody is left to ask.
  if (trustedHost || current === 'unauthorized') {
    await changeCustomer(token);
    return { kind: 'ready' };
  }
  // A token that signs nobody in cannot take the session over: it is only dropped from the URL.
  if (verdict === 'invalid-token') return { kind: 'ready' };
  return { kind: 'ask', token, currentName: nameOf(current), incomingName: nameOf(incoming) };
}
