import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { dueTimeline, monthlyOccurrences, type DueItem } from '@/domain/wealth/due-timeline';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', onError: () => {} });

function item(id: string, dueDate: string, amountPaise: number): DueItem {
  return { id, kind: 'RECURRING', dueDate, title: id, amountPaise, detail: null, href: '/' };
}

describe('the week a day falls in', () => {
  // The start of the week an item due today is grouped in.
  const weekStartOf = (day: string) => dueTimeline([item('x', day, 1)], day)[0]?.start;

  it('is the Monday on or before the day', () => {
    // 25 Nov 2026 is a Wednesday; 30 Nov a Monday; 6 Dec a Sunday.
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('1970-01-01')).toBe('1969-12-29');
  });
});

describe('dueTimeline', () => {
  const today = '2026-11-25';

  it('groups the next 60 days by week with a total per week, in date order', () => {
    const weeks = dueTimeline(
      [
        item('card', '2026-12-07', 1_962_330),
        item('rent', '2026-12-05', 2_800_000),
        item('maid', '2026-12-01', 350_000),
        item('today', '2026-11-25', 100),
        item('emi', '2026-12-15', 845_400),
      ],
      today,
    );
    expect(
      weeks.map((w) => [english.formatMessage(w.label, w.label.values), w.items.map((i) => i.id), w.total]),
    ).toEqual([
      ['This week', ['today'], 100],
      ['Next week', ['maid', 'rent'], 3_150_000],
      ['Week of 7 Dec', ['card'], 1_962_330],
      ['Week of 14 Dec', ['emi'], 845_400],
    ]);
  });

  it('leaves out what is past and what is 60 days or more away', () => {
    const weeks = dueTimeline(
      [item('past', '2026-11-24', 1), item('last', '2027-01-23', 2), item('beyond', '2027-01-24', 3)],
      today,
    );
    expect(weeks.flatMap((w) => w.items.map((i) => i.id))).toEqual(['last']);
  });

  it("orders a day by kind, then by a key that is never a message's words, in every language", () => {
    const text = (id: string, kind: DueItem['kind'], english: string): DueItem => ({
      id,
      kind,
      dueDate: '2026-11-26',
      title: { id: `test.${id}`, defaultMessage: english },
      amountPaise: 1,
      detail: null,
      href: '/',
    });
    const items = [
      item('Zomato', '2026-11-26', 1),
      text('premium-b', 'INSURANCE', 'Apple premium'),
      text('card-z', 'CARD_BILL', 'A bill'),
      text('card-a', 'CARD_BILL', 'Zebra bill'),
      item('Airtel', '2026-11-26', 1),
      text('emi-2026-11-26', 'EMI', 'Instant cash EMI'),
      { ...item('HDFC Nifty 50 Index Fund', '2026-11-26', 1), kind: 'SIP' as const },
    ];
    const order = (locale: 'en-IN' | 'hi-IN') =>
      dueTimeline(items, today, undefined, locale).flatMap((w) => w.items.map((i) => i.id));
    expect(order('en-IN')).toEqual([
      'emi-2026-11-26',
      'card-a',
      'card-z',
      'HDFC Nifty 50 Index Fund',
      'Airtel',
      'Zomato',
      'premium-b',
    ]);
    expect(order('hi-IN')).toEqual(order('en-IN'));
  });

  it('is empty when nothing falls due', () => {
    expect(dueTimeline([], today)).toEqual([]);
  });
});

describe('monthlyOccurrences', () => {
  it('repeats on the same day each month up to the end of the window', () => {
    expect(monthlyOccurrences('2026-12-05', '2027-01-23')).toEqual(['2026-12-05', '2027-01-05']);
  });

  it('falls on the last day of a shorter month, and back on the usual day after it', () => {
    expect(monthlyOccurrences('2027-01-31', '2027-04-30', 31)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('is empty when the next one is already past the window', () => {
    expect(monthlyOccurrences('2027-02-01', '2027-01-23')).toEqual([]);
  });
});
