import { describe, expect, it } from 'vitest';

import { FLOW_TYPES } from '@/domain/aa/flow-type';

import { successCopy } from '../../../../../sandbox/rules/aa/success-copy';

describe('successCopy', () => {
  it.each([
    ['fno', 'DEPOSITORY', /F&O/, 'ETA 30 min to 1 hr'],
    ['fno', 'BANK', /bank account is linked for F&O/, null],
    ['us_stocks', 'BANK', /linked/, null],
    ['equity', 'DEPOSITORY', /demat/, null],
    ['insurance', 'INSURER', /insurance/, null],
    ['savings', 'BANK', /bank accounts/, null],
    ['savings', null, /bank accounts/, null],
  ] as const)('%s after a %s', (flow, kind, title, eta) => {
    const copy = successCopy(flow, kind);
    expect(copy.title).toMatch(title);
    expect(copy.eta_text).toBe(eta);
  });

  it('promises portfolio insights for equity, spending insights for savings, income proof for US stocks', () => {
    expect(successCopy('equity', 'DEPOSITORY').subtitle).toMatch(/Portfolio insights/);
    expect(successCopy('savings', 'BANK').subtitle).toMatch(/Spending insights/);
    expect(successCopy('us_stocks', 'BANK').subtitle).toMatch(/income proof/);
  });

  it('has words for every flow', () => {
    for (const flow of FLOW_TYPES) {
      expect(successCopy(flow, null).title.length).toBeGreaterThan(0);
      expect(successCopy(flow, null).subtitle.length).toBeGreaterThan(0);
    }
  });

  it('ends the credit-cards flow with its own copy', () => {
    expect(successCopy('credit_cards', 'BANK')).toEqual({
      title: 'Your credit cards are linked',
      subtitle: 'See your statements, spends and bill due dates in My Cards.',
      eta_text: null,
    });
  });
});
