/**
 * What changing the mobile number or email says to the customer, in English and Hindi; the route
 * answers in the caller's language (sandbox/http/language.ts), codes stay English.
 */
import type { Said, SaidWith } from '../../http/language';

type Contact = { type: 'mobile' | 'email' };

/** The contact as a Hindi sentence names it. */
function hindiContact(type: Contact['type']): string {
  return type === 'mobile' ? 'मोबाइल नंबर' : 'ईमेल';
}

export const CONTACT_TEXT = {
  noProfile: { 'en-IN': 'No profile yet', 'hi-IN': 'अभी कोई प्रोफ़ाइल नहीं है' },
  otpExpired: {
    'en-IN': 'The OTP has expired; request a new one',
    'hi-IN': 'OTP की समय सीमा खत्म हो गई; नया OTP मँगाएँ',
  },
  tooManyAttempts: {
    'en-IN': 'Too many wrong OTPs; request a new one',
    'hi-IN': 'बहुत बार गलत OTP डाला गया; नया OTP मँगाएँ',
  },
  wrongOtp: { 'en-IN': 'The OTP is wrong', 'hi-IN': 'OTP गलत है' },
  tooManySends: {
    'en-IN': 'Too many OTPs requested; try again later',
    'hi-IN': 'बहुत बार OTP मँगाया गया; थोड़ी देर बाद फिर कोशिश करें',
  },
  emailNeedsOtp: {
    'en-IN': 'email: change it with an OTP sent to the new address',
    'hi-IN': 'ईमेल नए पते पर भेजे गए OTP से ही बदला जा सकता है',
  },
  emailInUse: {
    'en-IN': 'email: another account uses this address',
    'hi-IN': 'यह ईमेल किसी दूसरे खाते में इस्तेमाल हो रहा है',
  },
} as const satisfies Record<string, Said>;

export const CONTACT_TEXT_WITH = {
  unchanged: {
    'en-IN': (p) => `value: this is already your ${p.type}`,
    'hi-IN': (p) => `यह पहले से आपका ${hindiContact(p.type)} है`,
  } satisfies SaidWith<Contact>,
  inUse: {
    'en-IN': (p) => `value: another account uses this ${p.type}`,
    'hi-IN': (p) => `यह ${hindiContact(p.type)} किसी दूसरे खाते में इस्तेमाल हो रहा है`,
  } satisfies SaidWith<Contact>,
  notRequested: {
    'en-IN': (p) => `Request an OTP for this ${p.type} first`,
    'hi-IN': (p) => `पहले इस ${hindiContact(p.type)} के लिए OTP मँगाएँ`,
  } satisfies SaidWith<Contact>,
} as const;
