import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  billAmountMessage,
  billAmountProblem,
  maxBillPaymentPaise,
} from '@/domain/cards/bill-payment-amount';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text) => english.formatMessage(text, text.values);
const hi = (text: Text) => inHindi.formatMessage(text, text.values);

describe('card bill payment amount', () => {
  const max = maxBillPaymentPaise({ outstandingPaise: 1_962_330, unbilledPaise: 385_996 });

  it('allows up to the due plus unbilled', () => {
    expect(max).toBe(2_348_326);
    expect(maxBillPaymentPaise({ outstandingPaise: -5, unbilledPaise: -1 })).toBe(0);
  });

  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['abc', 'invalid'],
    ['10.123', 'invalid'],
    ['-5', 'invalid'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['23,483.27', 'above-maximum'],
    ['23,483.26', null],
    ['0.01', null],
    ['₹982', null],
  ] as const)('%j → %s', (typed, problem) => {
    expect(billAmountProblem(typed, max)).toBe(problem);
  });

  it('accepts every whole-paise amount in (0, max] and refuses every one above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (amount, limit) => {
          const typed = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
          expect(billAmountProblem(typed, limit)).toBe(amount <= limit ? null : 'above-maximum');
        },
      ),
    );
  });

  it('says what is wrong in plain words', () => {
    const maxText = formatInr(paise(max));
    expect(en(billAmountMessage('above-maximum', maxText))).toBe(
      'You can pay at most ₹23,483.26: the total due plus unbilled spends',
    );
    expect(en(billAmountMessage('zero', maxText))).toBe('Enter an amount more than ₹0');
    expect(hi(billAmountMessage('above-maximum', maxText))).toBe(
      'आप ज़्यादा से ज़्यादा ₹23,483.26 चुका सकते हैं: कुल देय और बिल में न जुड़ा खर्च मिलाकर',
    );
    expect(hi(billAmountMessage('missing', maxText))).toBe('रकम डालें');
  });
});
