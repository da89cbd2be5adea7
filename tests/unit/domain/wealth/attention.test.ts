import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import type { Text } from '@/domain/text/message';
import { attentionItems, type AttentionInput } from '@/domain/wealth/attention';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', onError: () => {} });
const hindiIntl = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
/** A message as the English screen words it. */
const en = (text: Text | undefined) =>
  text === undefined ? undefined : english.formatMessage(text, text.values);
const hi = (text: Text | undefined) =>
  text === undefined ? undefined : hindiIntl.formatMessage(text, text.values);

const NONE: AttentionInput = {
  today: '2026-11-25',
  overdueEmi: null,
  cardBills: [],
  consents: [],
  unfinishedLinking: null,
};

describe('attentionItems', () => {
  it('is empty when nothing needs attention', () => {
    expect(attentionItems(NONE)).toEqual([]);
  });

  it('orders the overdue EMI first, then card bills by due date, failed consents, expiring consents, linking', () => {
    const items = attentionItems({
      today: '2026-11-25',
      unfinishedLinking: {
        leftOn: '2026-11-20',
        bankName: 'HDFC Bank',
        resumeHref: '/account-aggregator/onboarding',
      },
      consents: [
        { handle: 'c-exp', label: 'HDFC Bank', status: 'ACTIVE', expiresOn: '2026-12-07' },
        { handle: 'c-fail', label: 'SBI', status: 'FAILED', expiresOn: '2027-06-01' },
      ],
      cardBills: [
        { cardId: 'late', cardName: 'ICICI Amazon Pay', dueDate: '2026-11-30', outstandingPaise: 100 },
        { cardId: 'soon', cardName: 'HDFC Regalia Gold', dueDate: '2026-11-27', outstandingPaise: 100 },
      ],
      overdueEmi: { amountPaise: 391_700, count: 1, oldestDueDate: '2026-11-15' },
    });
    expect(items.map((i) => i.id)).toEqual([
      'emi-overdue',
      'card-soon',
      'card-late',
      'consent-c-fail',
      'consent-c-exp',
      'linking-unfinished',
    ]);
  });

  it('says what and when in plain words, and where to act', () => {
    const [emi] = attentionItems({
      ...NONE,
      overdueEmi: { amountPaise: 391_700, count: 1, oldestDueDate: '2026-11-15' },
    });
    expect(emi).toMatchObject({ href: '/insta-cash?repay=overdue' });
    expect(en(emi?.title)).toBe('Instant cash EMI of ₹3,917.00 is overdue');
    expect(en(emi?.when)).toBe('Was due 15 Nov, 10 days ago');
    expect(en(emi?.action)).toBe('Pay EMI');
  });

  it('says several overdue EMIs in the plural', () => {
    const [emi] = attentionItems({
      ...NONE,
      overdueEmi: { amountPaise: 783_400, count: 2, oldestDueDate: '2026-11-15' },
    });
    expect(en(emi?.title)).toBe('Instant cash 2 EMIs of ₹7,834.00 are overdue');
  });

  it('words it in Hindi, with Hindi dates and days', () => {
    const [emi] = attentionItems(
      { ...NONE, overdueEmi: { amountPaise: 391_700, count: 1, oldestDueDate: '2026-11-15' } },
      'hi-IN',
    );
    expect(hi(emi?.title)).toBe('इंस्टेंट कैश की ₹3,917.00 की EMI बकाया है');
    expect(hi(emi?.when)).toBe('देय तिथि 15 नवंबर थी, 10 दिन पहले');
    expect(hi(emi?.action)).toBe('EMI चुकाएँ');
  });

  it('leaves out card bills more than 7 days away or already paid, and keeps overdue ones', () => {
    const items = attentionItems({
      ...NONE,
      cardBills: [
        { cardId: 'far', cardName: 'A', dueDate: '2026-12-03', outstandingPaise: 100 },
        { cardId: 'edge', cardName: 'B', dueDate: '2026-12-02', outstandingPaise: 100 },
        { cardId: 'paid', cardName: 'C', dueDate: '2026-11-26', outstandingPaise: 0 },
        { cardId: 'over', cardName: 'D', dueDate: '2026-11-20', outstandingPaise: 100 },
      ],
    });
    expect(items.map((i) => i.id)).toEqual(['card-over', 'card-edge']);
    expect(en(items[0]?.title)).toBe('D bill of ₹1.00 is overdue');
  });

  it('counts a consent expiring within 30 days, and one already expired as failed', () => {
    const items = attentionItems({
      ...NONE,
      consents: [
        { handle: 'in-31', label: 'A', status: 'ACTIVE', expiresOn: '2026-12-26' },
        { handle: 'in-30', label: 'B', status: 'ACTIVE', expiresOn: '2026-12-25' },
        { handle: 'gone', label: 'C', status: 'ACTIVE', expiresOn: '2026-11-24' },
      ],
    });
    expect(items.map((i) => [i.id, i.kind])).toEqual([
      ['consent-gone', 'CONSENT_FAILED'],
      ['consent-in-30', 'CONSENT_EXPIRING'],
    ]);
    expect(en(items[1]?.when)).toBe('Expires 25 Dec, in 30 days');
  });
});

describe('the order of items', () => {
  it('breaks ties of kind and day by id, so the order is stable', () => {
    const bill = (cardId: string) => ({
      cardId,
      cardName: 'Card',
      dueDate: '2026-12-01',
      outstandingPaise: 100,
    });
    expect(attentionItems({ ...NONE, cardBills: [bill('b'), bill('a')] }).map((i) => i.id)).toEqual([
      'card-a',
      'card-b',
    ]);
  });
});

describe('how far a day is', () => {
  /** The relative part of an overdue EMI's "Was due {date}, {relative}", due on `day`. */
  const relativeDayText = (today: string, day: string) => {
    const [emi] = attentionItems({
      ...NONE,
      today,
      overdueEmi: { amountPaise: 100, count: 1, oldestDueDate: day },
    });
    return en(emi?.when)?.split(', ').at(-1);
  };

  it('says today, tomorrow, yesterday, or how many days', () => {
    expect(
      ['2026-11-25', '2026-11-26', '2026-11-24', '2026-11-28', '2026-11-20'].map((d) =>
        relativeDayText('2026-11-25', d),
      ),
    ).toEqual(['today', 'tomorrow', 'yesterday', 'in 3 days', '5 days ago']);
  });
});
