import { describe, expect, it } from 'vitest';

import {
  dueInText,
  dueUrgency,
  networkLabel,
  payOptions,
  statementStatusLabel,
  utilisationBand,
} from '@/domain/cards/card-text';

describe('card text', () => {
  it.each([
    [12, 'Due in 12 days'],
    [2, 'Due in 2 days'],
    [1, 'Due tomorrow'],
    [0, 'Due today'],
    [-1, 'Overdue by 1 day'],
    [-9, 'Overdue by 9 days'],
  ])('says a due date %i days away as "%s"', (days, text) => {
    expect(dueInText(days)).toBe(text);
  });

  it.each([
    [-1, 'late'],
    [0, 'soon'],
    [7, 'soon'],
    [8, 'later'],
  ] as const)('rates %i days to due as %s', (days, urgency) => {
    expect(dueUrgency(days)).toBe(urgency);
  });

  it('names statuses and networks as the customer knows them', () => {
    expect(statementStatusLabel('PARTIALLY_PAID')).toBe('Partly paid');
    expect(statementStatusLabel('OVERDUE')).toBe('Overdue');
    expect(networkLabel('MASTER_CARD')).toBe('Mastercard');
    expect(networkLabel('OTHERS')).toBe('');
  });

  it.each([
    [0, 'healthy'],
    [2999, 'healthy'],
    [3000, 'high'],
    [7499, 'high'],
    [7500, 'very-high'],
    [12000, 'very-high'],
  ] as const)('bands %i bps of utilisation as %s', (bps, band) => {
    expect(utilisationBand(bps)).toBe(band);
  });

  it('offers the total and the minimum while both are owed', () => {
    const options = payOptions({ outstandingPaise: 1962330, minOutstandingPaise: 98200 });
    expect(options.map((o) => [o.kind, o.amountPaise])).toEqual([
      ['total', 1962330],
      ['minimum', 98200],
    ]);
  });

  it('offers only the total once the minimum is met, and nothing on a paid bill', () => {
    expect(payOptions({ outstandingPaise: 5000, minOutstandingPaise: 0 }).map((o) => o.kind)).toEqual([
      'total',
    ]);
    expect(payOptions({ outstandingPaise: 5000, minOutstandingPaise: 5000 }).map((o) => o.kind)).toEqual([
      'total',
    ]);
    expect(payOptions({ outstandingPaise: 0, minOutstandingPaise: 0 })).toEqual([]);
  });
});
