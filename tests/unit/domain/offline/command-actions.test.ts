import { describe, expect, it } from 'vitest';

import { type CommandActionCode, storedCommandAction } from '@/domain/offline/command-actions';

describe('storedCommandAction', () => {
  it('is the code a row keeps', () => {
    expect(storedCommandAction({ action: { code: 'save-budget' } })).toEqual({ code: 'save-budget' });
  });

  it.each([
    ['mark these alerts read', 'mark-alerts-read'],
    ['ask to be notified', 'notify-when-supported'],
    ['change the category', 'change-category'],
    ['delete the rule', 'delete-rule'],
    ['turn off Gmail tracking', 'gmail-tracking-off'],
    ['turn on the price alert', 'price-alert-on'],
  ])('reads an older row\'s label "%s" as %s', (label, code) => {
    expect(storedCommandAction({ label })).toEqual({ code });
  });

  it('keeps a label it does not know as stored, so nothing is lost', () => {
    expect(storedCommandAction({ label: 'do something new' })).toEqual({ label: 'do something new' });
    expect(storedCommandAction({ action: { code: 'gone' as never }, label: 'x' })).toEqual({ label: 'x' });
  });

  it('has a code for every label an older version wrote', () => {
    const legacy = [
      'ask to be notified',
      'mark these alerts read',
      'change the category',
      'save the rule',
      'delete the rule',
      'save the budget',
      'delete the budget',
      'stop Gmail tracking',
      'turn on Gmail tracking',
      'turn off Gmail tracking',
      'turn on the price alert',
      'turn off the price alert',
    ];
    // Every code, as a Record of CommandActionCode: the compiler refuses one left out or unknown.
    const every: Record<CommandActionCode, true> = {
      'notify-when-supported': true,
      'mark-alerts-read': true,
      'change-category': true,
      'save-rule': true,
      'delete-rule': true,
      'save-budget': true,
      'delete-budget': true,
      'stop-gmail-tracking': true,
      'gmail-tracking-on': true,
      'gmail-tracking-off': true,
      'price-alert-on': true,
      'price-alert-off': true,
    };
    const codes = legacy.map((label) => storedCommandAction({ label }));
    expect(new Set(codes.map((code) => ('code' in code ? code.code : null)))).toEqual(
      new Set(Object.keys(every)),
    );
  });
});
