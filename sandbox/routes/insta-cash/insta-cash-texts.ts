/**
 * What instant cash says when it refuses a withdrawal, a mandate or a repayment, in English and
 * Hindi; the route answers in the caller's language (sandbox/http/language.ts), codes stay English.
 */
import type { RepaymentProblem } from '@/domain/loans/repayment-quote';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import type { Said, SaidWith } from '../../http/language';

function rupees(amountPaise: number): string {
  return formatInr(paise(amountPaise), { decimals: amountPaise % 100 === 0 ? 0 : 2 });
}

export const INSTA_CASH_TEXT = {
  notEligible: {
    'en-IN': 'No instant-cash line on this account',
    'hi-IN': 'इस खाते पर इंस्टेंट कैश की क्रेडिट लाइन नहीं है',
  },
  lineFrozen: { 'en-IN': 'The line is frozen', 'hi-IN': 'आपकी क्रेडिट लाइन अभी रोकी गई है' },
  quoteChanged: {
    'en-IN': 'The amount due has changed since you saw it. Check the new amount and confirm again.',
    'hi-IN': 'आपके देखने के बाद देय रकम बदल गई है। नई रकम देखें और फिर से पक्का करें।',
  },
  noSuchWithdrawal: { 'en-IN': 'No such withdrawal', 'hi-IN': 'यह निकासी नहीं मिली' },
  noSuchRepayment: { 'en-IN': 'No such repayment', 'hi-IN': 'यह भुगतान नहीं मिला' },
  aboveOutstanding: {
    'en-IN': 'This is more than you still owe, counting payments on their way. No money was taken.',
    'hi-IN': 'यह रकम आपकी बाकी देनदारी से ज़्यादा है, रास्ते में चल रहे भुगतान मिलाकर। कोई पैसा नहीं कटा।',
  },
} as const satisfies Record<string, Said>;

export const INSTA_CASH_TEXT_WITH = {
  belowMinimum: {
    'en-IN': (p) => `amount_paise must be at least ${p.min}`,
    'hi-IN': (p) => `निकासी कम से कम ${rupees(p.min)} की होनी चाहिए`,
  } satisfies SaidWith<{ min: number }>,
  aboveAvailable: {
    'en-IN': (p) => `amount_paise must be at most ${p.max}`,
    'hi-IN': (p) => `आप ज़्यादा से ज़्यादा ${rupees(p.max)} निकाल सकते हैं`,
  } satisfies SaidWith<{ max: number }>,
  outOfRange: {
    'en-IN': (p) => `amount_paise must be between ${p.min} and ${p.max}`,
    'hi-IN': (p) => `रकम ${rupees(p.min)} से ${rupees(p.max)} के बीच होनी चाहिए`,
  } satisfies SaidWith<{ min: number; max: number }>,
} as const;

/** The gateway's own English for each problem (the app words the problem from its code). */
const REPAYMENT_PROBLEM_ENGLISH: Readonly<Record<RepaymentProblem, string>> = {
  'nothing-overdue': 'No EMI is overdue.',
  'nothing-due': 'No EMI is left to pay.',
  'overdue-first': 'Pay the EMI that is due or overdue first.',
  'no-such-withdrawal': 'That withdrawal has nothing left to repay.',
  'amount-invalid': 'Enter an amount more than ₹0, in rupees with at most two decimals.',
  'amount-too-large': 'That is all you owe on this withdrawal: foreclose instead.',
  'nothing-to-foreclose': 'Nothing is left to repay.',
};

const REPAYMENT_PROBLEM_HINDI: Readonly<Record<RepaymentProblem, string>> = {
  'nothing-overdue': 'कोई EMI बकाया नहीं है।',
  'nothing-due': 'चुकाने के लिए कोई EMI बाकी नहीं है।',
  'overdue-first': 'पहले वह EMI चुकाएँ जो देय या बकाया है।',
  'no-such-withdrawal': 'इस निकासी पर चुकाने के लिए कुछ बाकी नहीं है।',
  'amount-invalid': '₹0 से ज़्यादा रकम डालें, रुपयों में, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक।',
  'amount-too-large': 'इस निकासी पर आपका पूरा बकाया इतना ही है: इसकी जगह पूरा लोन एक साथ चुकाएँ।',
  'nothing-to-foreclose': 'चुकाने के लिए कुछ बाकी नहीं है।',
};

/** Why a repayment cannot be made, in both languages. */
export function repaymentProblemSaid(problem: RepaymentProblem): Said {
  return { 'en-IN': REPAYMENT_PROBLEM_ENGLISH[problem], 'hi-IN': REPAYMENT_PROBLEM_HINDI[problem] };
}
