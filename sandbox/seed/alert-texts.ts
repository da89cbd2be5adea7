/**
 * The words of every seeded alert, in English and Hindi: both are stored with the alert and the
 * alerts route answers in the caller's language (sandbox/http/language.ts). Amounts, names,
 * tickers and masked numbers are data and read the same in both; dates are written in each
 * language ("5 Dec 2026", "5 दिसंबर 2026").
 */
import { dayMonthYearText } from '@/domain/dates/day-text';

import type { SaidWith } from '../http/language';
import { type Day, humanDate, isoDate } from './dates';

/** A day as a Hindi alert writes it: "14 दिसंबर 2026". */
function hindiDate(day: Day): string {
  return dayMonthYearText(isoDate(day), 'hi-IN');
}

type Emi = { amount: string; due: Day; instalment: number };
type Card = { name: string; total: string; minimum: string; due: Day };
type Move = { symbol: string; pct: string; up: boolean };
type Entry = { amount: string; counterparty: string; day: Day };

/** One alert's title and body, each in both languages. */
type AlertText<P> = { title: SaidWith<P>; body: SaidWith<P> };

export const ALERT_TEXT = {
  emiOverdue: {
    title: { 'en-IN': (p) => `EMI of ${p.amount} is overdue`, 'hi-IN': (p) => `${p.amount} की EMI बकाया है` },
    body: {
      'en-IN': (p) =>
        `Instalment ${p.instalment} was due on ${humanDate(p.due)} and the auto-debit failed. Pay now to avoid penal charges.`,
      'hi-IN': (p) =>
        `किस्त ${p.instalment} की देय तिथि ${hindiDate(p.due)} थी और ऑटो-डेबिट नहीं हो पाया। जुर्माने से बचने के लिए अभी भुगतान करें।`,
    },
  } satisfies AlertText<Emi>,
  emiBounced: {
    title: {
      'en-IN': () => 'Auto-debit for your EMI failed',
      'hi-IN': () => 'आपकी EMI का ऑटो-डेबिट नहीं हो पाया',
    },
    body: {
      'en-IN': (p) => `The NACH debit of ${p.amount} could not be collected from HDFC Bank ••4821.`,
      'hi-IN': (p) => `HDFC Bank ••4821 से ${p.amount} का NACH डेबिट नहीं कट पाया।`,
    },
  } satisfies AlertText<Emi>,
  emiDue: {
    title: {
      'en-IN': (p) => `EMI of ${p.amount} due on ${humanDate(p.due)}`,
      'hi-IN': (p) => `${p.amount} की EMI की देय तिथि ${hindiDate(p.due)} है`,
    },
    body: {
      'en-IN': (p) => `Keep the amount in HDFC Bank ••4821 for the auto-debit (instalment ${p.instalment}).`,
      'hi-IN': (p) => `ऑटो-डेबिट के लिए HDFC Bank ••4821 में इतनी रकम रखें (किस्त ${p.instalment})।`,
    },
  } satisfies AlertText<Emi>,
  emiPaid: {
    title: { 'en-IN': (p) => `EMI of ${p.amount} paid`, 'hi-IN': (p) => `${p.amount} की EMI चुका दी गई` },
    body: {
      'en-IN': (p) => `Instalment ${p.instalment} was collected by auto-debit. Thank you!`,
      'hi-IN': (p) => `किस्त ${p.instalment} ऑटो-डेबिट से चुका दी गई। धन्यवाद!`,
    },
  } satisfies AlertText<Emi>,
  statementReady: {
    title: { 'en-IN': (p) => `${p.name} statement is ready`, 'hi-IN': (p) => `${p.name} का स्टेटमेंट तैयार है` },
    body: {
      'en-IN': (p) => `Total due ${p.total}, minimum ${p.minimum}, due by ${humanDate(p.due)}.`,
      'hi-IN': (p) => `कुल देय ${p.total}, न्यूनतम ${p.minimum}, देय तिथि ${hindiDate(p.due)}।`,
    },
  } satisfies AlertText<Card>,
  billDue: {
    title: {
      'en-IN': (p) => `${p.name} bill of ${p.total} due soon`,
      'hi-IN': (p) => `${p.name} का ${p.total} का बिल जल्द देय है`,
    },
    body: {
      'en-IN': (p) => `Pay by ${humanDate(p.due)} to avoid late fees and interest.`,
      'hi-IN': (p) => `लेट फ़ीस और ब्याज से बचने के लिए ${hindiDate(p.due)} तक भुगतान करें।`,
    },
  } satisfies AlertText<Card>,
  statementLocked: {
    title: {
      'en-IN': (p) => `Unlock your ${p.name} statement`,
      'hi-IN': (p) => `अपना ${p.name} स्टेटमेंट अनलॉक करें`,
    },
    body: {
      'en-IN': () =>
        'The statement PDF is password protected. Enter its password once to see every transaction.',
      'hi-IN': () => 'स्टेटमेंट की PDF पासवर्ड से सुरक्षित है। हर लेन-देन देखने के लिए एक बार उसका पासवर्ड डालें।',
    },
  } satisfies AlertText<Card>,
  priceMove: {
    title: {
      'en-IN': (p) => `${p.symbol} ${p.up ? 'up' : 'down'} ${p.pct}% today`,
      'hi-IN': (p) => `${p.symbol} आज ${p.pct}% ${p.up ? 'चढ़ा' : 'गिरा'}`,
    },
  } satisfies Pick<AlertText<Move>, 'title'>,
  priceMoveHolding: {
    'en-IN': (p) => `${p.company} closed at ${p.price}; you hold ${p.quantity} shares.`,
    'hi-IN': (p) => `${p.company} ${p.price} पर बंद हुआ; आपके पास इसके ${p.quantity} शेयर हैं।`,
  } satisfies SaidWith<{ company: string; price: string; quantity: number }>,
  consentExpiry: {
    title: {
      'en-IN': () => 'Your bank-data consent expires in 14 days',
      'hi-IN': () => 'बैंक डेटा के लिए आपकी सहमति 14 दिन में खत्म हो जाएगी',
    },
    body: {
      'en-IN': () => 'Renew it to keep HDFC, ICICI and SBI transactions up to date.',
      'hi-IN': () => 'HDFC, ICICI और SBI के लेन-देन अपडेट रखने के लिए इसे फिर से दें।',
    },
  } satisfies AlertText<void>,
  insuranceTracking: {
    title: {
      'en-IN': () => 'Track your insurance policies too',
      'hi-IN': () => 'अपनी बीमा पॉलिसी भी ट्रैक करें',
    },
    body: {
      'en-IN': () => 'Link your health and life cover to see every policy, premium and renewal in one place.',
      'hi-IN': () => 'हर पॉलिसी, प्रीमियम और रिन्यूअल एक जगह देखने के लिए अपना हेल्थ और लाइफ़ बीमा जोड़ें।',
    },
  } satisfies AlertText<void>,
  lowBalance: {
    title: { 'en-IN': () => 'Keep your SBI account funded', 'hi-IN': () => 'अपने SBI खाते में पैसे रखें' },
    body: {
      'en-IN': (p) => `Balance ${p.balance}; the home-loan EMI of ${p.emi} is auto-debited on the 10th.`,
      'hi-IN': (p) => `बैलेंस ${p.balance}; होम लोन की ${p.emi} की EMI हर महीने की 10 तारीख को ऑटो-डेबिट होती है।`,
    },
  } satisfies AlertText<{ balance: string; emi: string }>,
  largeDebit: {
    title: {
      'en-IN': (p) => `${p.amount} debited from HDFC Bank ••4821`,
      'hi-IN': (p) => `HDFC Bank ••4821 से ${p.amount} कटे`,
    },
    body: {
      'en-IN': (p) => `Paid to ${p.counterparty} on ${humanDate(p.day)}. Not you? Call your bank now.`,
      'hi-IN': (p) =>
        `${hindiDate(p.day)} को ${p.counterparty} को भुगतान हुआ। यह आपने नहीं किया? अभी अपने बैंक को फ़ोन करें।`,
    },
  } satisfies AlertText<Entry>,
  salaryCredited: {
    title: { 'en-IN': (p) => `Salary of ${p.amount} credited`, 'hi-IN': (p) => `${p.amount} की सैलरी जमा हुई` },
    body: {
      'en-IN': (p) => `From ${p.counterparty} into HDFC Bank ••4821 on ${isoDate(p.day)}.`,
      'hi-IN': (p) => `${hindiDate(p.day)} को ${p.counterparty} से HDFC Bank ••4821 में।`,
    },
  } satisfies AlertText<Entry>,
} as const;

/** Other's alerts: the Axis account, the Upstox portfolio and the PPFAS SIP. */
export const OTHER_ALERT_TEXT = {
  emiDueBody: {
    'en-IN': () => 'Keep the amount in Axis Bank ••6650 for the auto-debit.',
    'hi-IN': () => 'ऑटो-डेबिट के लिए Axis Bank ••6650 में इतनी रकम रखें।',
  } satisfies SaidWith<void>,
  billDueBody: {
    'en-IN': (p) => `Pay by ${humanDate(p.due)} to avoid late fees.`,
    'hi-IN': (p) => `लेट फ़ीस से बचने के लिए ${hindiDate(p.due)} तक भुगतान करें।`,
  } satisfies SaidWith<{ due: Day }>,
  biggestMover: {
    'en-IN': (p) => `${p.company} is the biggest mover in your Upstox portfolio.`,
    'hi-IN': (p) => `आपके Upstox पोर्टफोलियो में सबसे ज़्यादा बदलाव ${p.company} में हुआ।`,
  } satisfies SaidWith<{ company: string }>,
  sipDebited: {
    title: { 'en-IN': (p) => `SIP of ${p.amount} debited`, 'hi-IN': (p) => `${p.amount} की SIP कटी` },
    body: {
      'en-IN': () => 'Your PPFAS Mutual Fund SIP was auto-debited from Axis Bank ••6650.',
      'hi-IN': () => 'आपकी PPFAS Mutual Fund SIP, Axis Bank ••6650 से ऑटो-डेबिट हो गई।',
    },
  } satisfies AlertText<{ amount: string }>,
} as const;
