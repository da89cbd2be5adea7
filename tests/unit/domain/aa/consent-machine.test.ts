import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CONSENT_STATES,
  allowedEvents,
  isTerminal,
  next,
  type ConsentEvent,
  type ConsentState,
} from '@/domain/aa/consent-machine';

/** Every event a consent knows of. */
const CONSENT_EVENTS: readonly ConsentEvent[] = [
  'PARTNER_OTP_VERIFIED',
  'ACCOUNTS_DISCOVERED',
  'BANK_OTP_VERIFIED',
  'CONSENT_APPROVED',
  'CONSENT_DENIED',
  'REVOKE',
];

const LEGAL: [ConsentState, ConsentEvent, ConsentState][] = [
  ['INITIATED', 'PARTNER_OTP_VERIFIED', 'PARTNER_OTP_VERIFIED'],
  ['INITIATED', 'CONSENT_DENIED', 'REJECTED'],
  ['PARTNER_OTP_VERIFIED', 'ACCOUNTS_DISCOVERED', 'DISCOVERED'],
  ['PARTNER_OTP_VERIFIED', 'CONSENT_DENIED', 'REJECTED'],
  ['DISCOVERED', 'ACCOUNTS_DISCOVERED', 'DISCOVERED'],
  ['DISCOVERED', 'BANK_OTP_VERIFIED', 'LINKED'],
  ['DISCOVERED', 'CONSENT_DENIED', 'REJECTED'],
  ['LINKED', 'ACCOUNTS_DISCOVERED', 'LINKED'],
  ['LINKED', 'BANK_OTP_VERIFIED', 'LINKED'],
  ['LINKED', 'CONSENT_APPROVED', 'ACTIVE'],
  ['LINKED', 'CONSENT_DENIED', 'REJECTED'],
  ['LINKED', 'REVOKE', 'REVOKED'],
  ['ACTIVE', 'CONSENT_APPROVED', 'ACTIVE'],
  ['ACTIVE', 'REVOKE', 'REVOKED'],
];

describe('consent machine', () => {
  it.each(LEGAL)('%s --%s--> %s', (state, event, to) => {
    expect(next(state, event)).toBe(to);
    expect(allowedEvents(state)).toContain(event);
  });

  it.each([
    ['INITIATED', 'BANK_OTP_VERIFIED'],
    ['INITIATED', 'ACCOUNTS_DISCOVERED'],
    ['INITIATED', 'REVOKE'],
    ['PARTNER_OTP_VERIFIED', 'BANK_OTP_VERIFIED'],
    ['DISCOVERED', 'CONSENT_APPROVED'],
    ['DISCOVERED', 'REVOKE'],
    ['ACTIVE', 'BANK_OTP_VERIFIED'],
    ['ACTIVE', 'CONSENT_DENIED'],
    ['REVOKED', 'BANK_OTP_VERIFIED'],
    ['REVOKED', 'REVOKE'],
    ['REJECTED', 'PARTNER_OTP_VERIFIED'],
  ] as [ConsentState, ConsentEvent][])('refuses %s --%s-->', (state, event) => {
    expect(next(state, event)).toBeNull();
    expect(allowedEvents(state)).not.toContain(event);
  });

  it('lists exactly the table above as legal', () => {
    const legal = new Set(LEGAL.map(([state, event]) => `${state}|${event}`));
    for (const state of CONSENT_STATES) {
      for (const event of CONSENT_EVENTS)
        expect(next(state, event) !== null).toBe(legal.has(`${state}|${event}`));
      expect(allowedEvents(state)).toEqual(CONSENT_EVENTS.filter((event) => legal.has(`${state}|${event}`)));
    }
  });

  it.each([
    ['REJECTED', true],
    ['REVOKED', true],
    ['ACTIVE', false],
    ['INITIATED', false],
  ] as [ConsentState, boolean][])('%s is terminal: %s', (state, terminal) => {
    expect(isTerminal(state)).toBe(terminal);
    expect(allowedEvents(state).length === 0).toBe(terminal);
  });

  it('never leaves a terminal state and never returns to INITIATED, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CONSENT_EVENTS), { maxLength: 20 }), (events) => {
        let state: ConsentState = 'INITIATED';
        for (const event of events) {
          const after = next(state, event);
          if (isTerminal(state)) expect(after).toBeNull();
          if (after !== null) {
            expect(after).not.toBe('INITIATED');
            state = after;
          }
        }
      }),
    );
  });

  it('reaches ACTIVE only through a bank OTP after the partner OTP', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CONSENT_EVENTS), { maxLength: 20 }), (events) => {
        let state: ConsentState = 'INITIATED';
        const applied: ConsentEvent[] = [];
        for (const event of events) {
          const after = next(state, event);
          if (after === null) continue;
          applied.push(event);
          state = after;
          if (state === 'ACTIVE') {
            const partner = applied.indexOf('PARTNER_OTP_VERIFIED');
            expect(partner).toBeGreaterThanOrEqual(0);
            expect(applied.indexOf('BANK_OTP_VERIFIED')).toBeGreaterThan(partner);
          }
        }
      }),
    );
  });
});
