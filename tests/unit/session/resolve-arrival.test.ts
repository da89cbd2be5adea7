import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TokenOwner } from '@/session/customer-change';

const owners = new Map<string, TokenOwner>();
const changeCustomer = vi.fn((_token: string) => Promise.resolve());

vi.mock('@/session/customer-change', () => ({
  whoIs: (token: string) => Promise.resolve(owners.get(token) ?? null),
  changeCustomer: (token: string) => changeCustomer(token),
}));

const { resolveArrival } = await import('@/session/resolve-arrival');
const auth = await import('@/session/auth-token');

const AARAV = { id: 'usr_demo', name: 'Aarav Sharma' };
const ROHAN = { id: 'usr_other', name: 'Rohan Mehta' };

beforeEach(() => {
  window.localStorage.clear();
  owners.clear();
  changeCustomer.mockClear();
  auth.setAuthorization('Bearer demo');
  owners.set('Bearer demo', AARAV);
});
afterEach(() => window.localStorage.clear());

describe('resolveArrival: another token while someone is signed in', () => {
  it('in a browser, another customer: asks, naming both, and changes nothing yet', async () => {
    owners.set('Bearer other', ROHAN);
    const result = await resolveArrival({ kind: 'check', token: 'Bearer other' }, false);
    expect(result).toEqual({
      kind: 'ask',
      token: 'Bearer other',
      currentName: 'Aarav Sharma',
      incomingName: 'Rohan Mehta',
    });
    expect(changeCustomer).not.toHaveBeenCalled();
    expect(auth.getAuthorization()).toBe('Bearer demo');
  });

  it('in a browser, no answer for the new token (offline): still asks', async () => {
    const result = await resolveArrival({ kind: 'check', token: 'Bearer other' }, false);
    expect(result).toMatchObject({ kind: 'ask', incomingName: null });
  });

  it('in a trusted host: purges and signs the new customer in without asking', async () => {
    owners.set('Bearer other', ROHAN);
    expect(await resolveArrival({ kind: 'check', token: 'Bearer other' }, true)).toEqual({ kind: 'ready' });
    expect(changeCustomer).toHaveBeenCalledWith('Bearer other');
  });

  it('the same customer with a refreshed token: swapped, nothing purged', async () => {
    owners.set('Bearer demo-2', AARAV);
    expect(await resolveArrival({ kind: 'check', token: 'Bearer demo-2' }, false)).toEqual({ kind: 'ready' });
    expect(changeCustomer).not.toHaveBeenCalled();
    expect(auth.getAuthorization()).toBe('Bearer demo-2');
  });

  it('the same customer with a refreshed token: their queued changes and the stored token follow', async () => {
    const { addCommand, allCommands } = await import('@/storage/commands');
    const { ownerKeyOf } = await import('@/session/rules/owner-key');
    const { readStoredToken } = await import('@/session/stored-token');
    await addCommand({
      userId: 'usr_demo',
      action: { code: 'mark-alerts-read' },
      url: 'http://l/a',
      body: {},
      owner: ownerKeyOf('Bearer demo') ?? '',
      refresh: [],
    });
    owners.set('Bearer demo-3', AARAV);
    await resolveArrival({ kind: 'check', token: 'Bearer demo-3' }, false);
    expect((await allCommands()).map((row) => row.owner)).toEqual([ownerKeyOf('Bearer demo-3')]);
    expect(await readStoredToken()).toBe('Bearer demo-3');
  });

  it('a token that signs nobody in: dropped, the session stays, no question', async () => {
    owners.set('Bearer forged', 'unauthorized');
    expect(await resolveArrival({ kind: 'check', token: 'Bearer forged' }, false)).toEqual({ kind: 'ready' });
    expect(changeCustomer).not.toHaveBeenCalled();
    expect(auth.getAuthorization()).toBe('Bearer demo');
  });

  it('the current session is already over (401): the new customer comes in, purged first', async () => {
    owners.set('Bearer demo', 'unauthorized');
    owners.set('Bearer other', ROHAN);
    expect(await resolveArrival({ kind: 'check', token: 'Bearer other' }, false)).toEqual({ kind: 'ready' });
    expect(changeCustomer).toHaveBeenCalledWith('Bearer other');
  });
});

describe('resolveArrival: the device holds someone else’s data', () => {
  it('a sign-in after an unfinished logout purges first', async () => {
    await resolveArrival({ kind: 'sign-in', token: 'Bearer other', purgeFirst: true }, false);
    expect(changeCustomer).toHaveBeenCalledWith('Bearer other');
  });

  it('a token changed behind the app: purged, the token kept', async () => {
    await resolveArrival({ kind: 'purge-foreign' }, false);
    expect(changeCustomer).toHaveBeenCalledWith('Bearer demo');
  });
});
