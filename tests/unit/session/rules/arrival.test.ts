import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compareCustomers, planArrival, tokenFingerprint, type ArrivalFacts } from '@/session/rules/arrival';

const A = 'Bearer alpha';
const B = 'Bearer beta';
const ownerOf = (token: string, userId: string | null = null) => ({ token: tokenFingerprint(token), userId });

describe('planArrival', () => {
  it.each<[string, ArrivalFacts, ReturnType<typeof planArrival>]>([
    ['no token anywhere', { currentKey: null, incoming: null, owner: null }, { kind: 'keep' }],
    [
      'a reload of a session',
      { currentKey: tokenFingerprint(A), incoming: null, owner: ownerOf(A, 'u1') },
      { kind: 'keep' },
    ],
    [
      'the same token again',
      { currentKey: tokenFingerprint(A), incoming: A, owner: ownerOf(A) },
      { kind: 'keep' },
    ],
    [
      'a session from before owners were recorded',
      { currentKey: tokenFingerprint(A), incoming: null, owner: null },
      { kind: 'keep' },
    ],
    [
      'a first sign-in',
      { currentKey: null, incoming: A, owner: null },
      { kind: 'sign-in', token: A, purgeFirst: false },
    ],
    [
      'the same customer back after an unfinished logout',
      { currentKey: null, incoming: A, owner: ownerOf(A, 'u1') },
      { kind: 'sign-in', token: A, purgeFirst: false },
    ],
    [
      'someone else after an unfinished logout',
      { currentKey: null, incoming: B, owner: ownerOf(A, 'u1') },
      { kind: 'sign-in', token: B, purgeFirst: true },
    ],
    [
      'another token while signed in',
      { currentKey: tokenFingerprint(A), incoming: B, owner: ownerOf(A) },
      { kind: 'check', token: B },
    ],
    [
      'a token changed behind the app',
      { currentKey: tokenFingerprint(B), incoming: null, owner: ownerOf(A, 'u1') },
      { kind: 'purge-foreign' },
    ],
  ])('%s', (_name, facts, plan) => {
    expect(planArrival(facts)).toEqual(plan);
  });

  it('never lets a token in while someone else is signed in without a check', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string()), (current, incoming, ownerToken) => {
        fc.pre(tokenFingerprint(current) !== tokenFingerprint(incoming));
        const owner = ownerToken === null ? null : ownerOf(ownerToken);
        expect(planArrival({ currentKey: tokenFingerprint(current), incoming, owner }).kind).toBe('check');
      }),
    );
  });
});

describe('compareCustomers', () => {
  it.each([
    [{ id: 'u1' }, { id: 'u1' }, 'same-customer'],
    [{ id: 'u1' }, { id: 'u2' }, 'other-customer'],
    [{ id: 'u1' }, 'unauthorized', 'invalid-token'],
    [{ id: 'u1' }, null, 'other-customer'],
    [null, { id: 'u1' }, 'other-customer'],
    ['unauthorized', { id: 'u1' }, 'other-customer'],
  ] as const)('%j then %j → %s', (current, incoming, verdict) => {
    expect(compareCustomers(current, incoming)).toBe(verdict);
  });
});

describe('tokenFingerprint', () => {
  it('is stable, hex, and never the token itself', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        const print = tokenFingerprint(token);
        expect(print).toMatch(/^[0-9a-f]+$/);
        expect(tokenFingerprint(token)).toBe(print);
      }),
    );
    expect(tokenFingerprint('Bearer demo')).not.toContain('demo');
  });

  it('tells the sandbox tokens apart', () => {
    const prints = ['Bearer demo', 'Bearer newbie', 'Bearer other', 'Bearer Demo'].map(tokenFingerprint);
    expect(new Set(prints).size).toBe(4);
  });
});
