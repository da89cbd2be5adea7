import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tokenFingerprint } from '@/session/rules/arrival';
import { ownerKeyFromFingerprint, ownerKeyOf } from '@/session/rules/owner-key';

describe('owner keys', () => {
  it('names nobody when signed out', () => {
    expect(ownerKeyOf(null)).toBeNull();
    expect(ownerKeyOf('')).toBeNull();
    expect(ownerKeyFromFingerprint(null)).toBeNull();
    expect(ownerKeyFromFingerprint('not hex')).toBeNull();
  });

  it('is the same key from the token or from its fingerprint', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        expect(ownerKeyFromFingerprint(tokenFingerprint(token))).toBe(ownerKeyOf(token));
      }),
    );
  });

  it('never contains the token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (secret) => {
        const token = `Bearer ${secret}`;
        expect(ownerKeyOf(token)).not.toContain(token);
      }),
    );
  });
});
