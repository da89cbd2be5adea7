/**
 * What the card bill payment says to the customer, in English and Hindi: refusals, declines and
 * the "payment received" alert. The route answers in the caller's language (sandbox/http/language.ts);
 * codes stay English.
 */
import type { Said, SaidWith } from '../../http/language';

export const PAYMENT_TEXT = {
  noSuchCard: { 'en-IN': 'No such card', 'hi-IN': 'यह कार्ड नहीं मिला' },
  noSuchPayment: { 'en-IN': 'No such payment', 'hi-IN': 'यह भुगतान नहीं मिला' },
  nothingToPay: {
    'en-IN': 'This card has no statement yet',
    'hi-IN': 'इस कार्ड का अभी कोई स्टेटमेंट नहीं है',
  },
  insufficientFunds: {
    'en-IN': 'Your bank account does not have enough balance for this payment. No money was taken.',
    'hi-IN': 'इस भुगतान के लिए आपके बैंक खाते में पूरा बैलेंस नहीं है। कोई पैसा नहीं कटा।',
  },
  bankDown: {
    'en-IN': 'Your bank is not answering right now. No money was taken; try again in a few minutes.',
    'hi-IN': 'आपका बैंक अभी जवाब नहीं दे रहा है। कोई पैसा नहीं कटा; कुछ मिनट बाद फिर से कोशिश करें।',
  },
  gatewayTimeout: {
    'en-IN': 'The payment gateway took too long to answer. Check the payment status before paying again.',
    'hi-IN': 'पेमेंट गेटवे ने जवाब देने में बहुत देर लगाई। दोबारा भुगतान करने से पहले भुगतान की स्थिति देख लें।',
  },
  declinedAfterRedirect: {
    'en-IN': 'Your bank declined the payment after the redirect. No money was taken.',
    'hi-IN': 'आपके बैंक ने भुगतान मना कर दिया। कोई पैसा नहीं कटा।',
  },
  declinedAtGateway: {
    'en-IN': 'The payment failed at the gateway. No money was taken.',
    'hi-IN': 'पेमेंट गेटवे पर भुगतान नहीं हो पाया। कोई पैसा नहीं कटा।',
  },
  noSuchStatement: { 'en-IN': 'No such statement', 'hi-IN': 'यह स्टेटमेंट नहीं मिला' },
  noSuchCardStatement: { 'en-IN': 'No such statement on this card', 'hi-IN': 'इस कार्ड का यह स्टेटमेंट नहीं मिला' },
  tooManyPasswords: {
    'en-IN': 'Too many wrong passwords; try again later',
    'hi-IN': 'बहुत बार गलत पासवर्ड डाला गया; कुछ देर बाद फिर से कोशिश करें',
  },
  wrongStatementPassword: { 'en-IN': 'The statement password is wrong', 'hi-IN': 'स्टेटमेंट का पासवर्ड गलत है' },
  paidAlertBody: {
    'en-IN': 'Your card issuer has the payment; the due and the available limit are updated.',
    'hi-IN': 'भुगतान आपके कार्ड जारी करने वाले बैंक तक पहुँच गया है; देय रकम और उपलब्ध लिमिट अपडेट हो गई हैं।',
  },
} as const satisfies Record<string, Said>;

export const PAYMENT_TEXT_WITH = {
  aboveMaximum: {
    'en-IN': (p) => `You can pay at most ${p.max}: the total due plus unbilled spends`,
    'hi-IN': (p) => `आप ज़्यादा से ज़्यादा ${p.max} चुका सकते हैं: कुल देय रकम और बिना बिल वाले खर्च`,
  } satisfies SaidWith<{ max: string }>,
  paidAlertTitle: {
    'en-IN': (p) => `${p.card} payment of ${p.amount} received`,
    'hi-IN': (p) => `${p.card} के लिए ${p.amount} का भुगतान मिल गया`,
  } satisfies SaidWith<{ card: string; amount: string }>,
} as const;

// Payments keep their English reason in the database; the answer writes it in the caller's language.
const REASONS: readonly Said[] = [PAYMENT_TEXT.declinedAfterRedirect, PAYMENT_TEXT.declinedAtGateway];

/** A stored (English) failure reason as both languages, or as it is when it is not one of ours. */
export function failureReasonText(stored: string | null): Said | string | null {
  return REASONS.find((reason) => reason['en-IN'] === stored) ?? stored;
}
