import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  dueInText,
  dueUrgency,
  networkLabel,
  payOptions,
  statementStatusLabel,
  utilisationBand,
} from '@/domain/cards/card-text';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text) => english.formatMessage(text, text.values);
const hi = (text: Text) => inHindi.formatMessage(text, text.values);

describe('card text', () => {
  it.each([
    [12, 'Due in 12 days'],
    [2, 'Due in 2 days'],
    [1, 'Due tomorrow'],
    [0, 'Due today'],
    [-1, 'Overdue by 1 day'],
    [-9, 'Overdue by 9 days'],
  ])('says a due date %i days away as "%s"', (days, text) => {
    expect(en(dueInText(days))).toBe(text);
  });

  it.each([
    [12, '12 दिन में देय'],
    [1, 'कल देय'],
    [0, 'आज देय'],
    [-1, 'देय तिथि 1 दिन पहले निकल गई'],
    [-9, 'देय तिथि 9 दिन पहले निकल गई'],
  ])('says a due date %i days away in Hindi as "%s"', (days, text) => {
    expect(hi(dueInText(days))).toBe(text);
  });

  it('words statuses and payment choices in Hindi', () => {
    expect(hi(statementStatusLabel('PARTIALLY_PAID'))).toBe('कुछ चुकाया');
    const [total, minimum] = payOptions({ outstandingPaise: 1962330, minOutstandingPaise: 98200 });
    expect(hi(total!.label)).toBe('कुल देय');
    expect(hi(minimum!.note)).toBe('लेट फ़ीस नहीं लगती, पर बाक़ी रकम पर ब्याज लगता है।');
    expect(en(minimum!.label)).toBe('Minimum due');
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
    expect(en(statementStatusLabel('PARTIALLY_PAID'))).toBe('Partly paid');
    expect(en(statementStatusLabel('OVERDUE'))).toBe('Overdue');
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
