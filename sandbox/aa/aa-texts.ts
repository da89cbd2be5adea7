/**
 * What the account-aggregator simulation says to the customer, in English and Hindi: refusals of
 * the journey (OTP, consent, accounts), the final-status copy, "notify me" and stop-tracking
 * confirmations. Routes answer in the caller's language (sandbox/http/language.ts); codes stay
 * English. The partner's own error message (502 PARTNER_ERROR) is not ours: it stays as the partner
 * wrote it, because the app maps it by its exact text (src/domain/aa/partner-errors.ts).
 */
import type { FipKind } from '@/domain/aa/fip-catalogue';
import type { FlowType } from '@/domain/aa/flow-type';

import type { Said, SaidWith } from '../http/language';
import type { SuccessCopy } from '../rules/aa/success-copy';

export const AA_TEXT = {
  otpAlreadyUsed: {
    'en-IN': 'This OTP was already used; discovery sends a new one',
    'hi-IN': 'यह OTP पहले ही इस्तेमाल हो चुका है; खाते खोजने पर नया OTP आएगा',
  },
  otpLocked: {
    'en-IN': 'Too many incorrect OTPs: start the journey again',
    'hi-IN': 'बहुत बार गलत OTP डाला गया: फिर से शुरू करें',
  },
  otpExpired: {
    'en-IN': 'The OTP has expired: start the journey again',
    'hi-IN': 'OTP की समय सीमा खत्म हो गई: फिर से शुरू करें',
  },
  partnerOtpNotSent: {
    'en-IN': 'No partner OTP was sent for this consent',
    'hi-IN': 'इस सहमति के लिए अकाउंट एग्रीगेटर का कोई OTP नहीं भेजा गया',
  },
  nothingTracked: {
    'en-IN': 'Nothing tracked through finvu matches this request',
    'hi-IN': 'finvu से जुड़ा ऐसा कोई खाता नहीं मिला',
  },
  noFipSelected: { 'en-IN': 'fip_ids: select at least one FIP', 'hi-IN': 'कम से कम एक बैंक चुनें' },
  noMobile: {
    'en-IN': 'mobile: the customer has no mobile on file',
    'hi-IN': 'आपका कोई मोबाइल नंबर हमारे पास नहीं है',
  },
  bankNameRequired: {
    'en-IN': 'bank_name: required for BANK_UNSUPPORTED',
    'hi-IN': 'बैंक का नाम बताएँ',
  },
  fipRequired: {
    'en-IN': 'fip_id: a supported FIP is required for FIP_UNAVAILABLE',
    'hi-IN': 'कोई ऐसा बैंक चुनें जो Kosh पर उपलब्ध है',
  },
  consentRequired: {
    'en-IN': 'consent_handle: required for LINKING_COMPLETE',
    'hi-IN': 'किस सहमति की बात है, यह बताएँ',
  },
  yourAccountsReady: { 'en-IN': 'your accounts are ready', 'hi-IN': 'आपके खाते तैयार हो जाएँगे' },
} as const satisfies Record<string, Said>;

export const AA_TEXT_WITH = {
  invalidOtp: {
    'en-IN': (p) => `Incorrect OTP: ${p.left} attempt(s) left`,
    'hi-IN': (p) => `गलत OTP: ${p.left} ${p.left === 1 ? 'कोशिश' : 'कोशिशें'} बाकी`,
  } satisfies SaidWith<{ left: number }>,
  noConsent: {
    'en-IN': (p) => `No consent with handle ${p.handle}`,
    'hi-IN': (p) => `${p.handle} नाम की कोई सहमति नहीं मिली`,
  } satisfies SaidWith<{ handle: string }>,
  consentState: {
    'en-IN': (p) =>
      `Consent ${p.handle} is ${p.state}: ${p.event} is not allowed` +
      (p.allowed.length > 0 ? ` (allowed: ${p.allowed.join(', ')})` : ''),
    'hi-IN': () => 'यह सहमति अब इस कदम पर नहीं है। कृपया फिर से शुरू करें।',
  } satisfies SaidWith<{ handle: string; state: string; event: string; allowed: readonly string[] }>,
  verifyPartnerOtpFirst: {
    'en-IN': (p) => `Consent ${p.handle} is ${p.state}: verify the partner OTP first`,
    'hi-IN': () => 'पहले अकाउंट एग्रीगेटर का OTP सत्यापित करें',
  } satisfies SaidWith<{ handle: string; state: string }>,
  unsupportedBank: {
    'en-IN': (p) => `bank_ifsc: no supported bank has IFSC ${p.ifsc}`,
    'hi-IN': (p) => `IFSC ${p.ifsc} वाला कोई बैंक Kosh पर उपलब्ध नहीं है`,
  } satisfies SaidWith<{ ifsc: string }>,
  unknownFip: {
    'en-IN': (p) => `fip_ids: ${p.id} is not a supported FIP`,
    'hi-IN': (p) => `${p.id} Kosh पर उपलब्ध नहीं है`,
  } satisfies SaidWith<{ id: string }>,
  accountNotDiscovered: {
    'en-IN': (p) => `No discovered account ${p.ref} at ${p.fip} in this consent`,
    'hi-IN': (p) => `${p.fip} पर यह खाता (${p.ref}) नहीं मिला`,
  } satisfies SaidWith<{ ref: string; fip: string }>,
  accountAlreadyLinked: {
    'en-IN': (p) => `Account ${p.masked} is already linked`,
    'hi-IN': (p) => `खाता ${p.masked} पहले से जुड़ा हुआ है`,
  } satisfies SaidWith<{ masked: string }>,
  fipNotDiscovered: {
    'en-IN': (p) => `No accounts to link at ${p.fip} in this consent`,
    'hi-IN': (p) => `${p.fip} पर जोड़ने के लिए कोई खाता नहीं है`,
  } satisfies SaidWith<{ fip: string }>,
  bankOtpNotSent: {
    'en-IN': (p) => `No accounts at ${p.fip} await a bank OTP`,
    'hi-IN': (p) => `${p.fip} पर किसी खाते के लिए बैंक OTP बाकी नहीं है`,
  } satisfies SaidWith<{ fip: string }>,
  providerMismatch: {
    'en-IN': (p) => `${p.what} was ${p.verb} through ${p.owner}, not ${p.provider}`,
    'hi-IN': (p) =>
      p.verb === 'given'
        ? `यह सहमति ${p.owner} से दी गई थी, ${p.provider} से नहीं`
        : `यह खाता ${p.owner} से जोड़ा गया था, ${p.provider} से नहीं`,
  } satisfies SaidWith<{ what: string; verb: 'given' | 'linked'; owner: string; provider: string }>,
  accountNotTrackedUnder: {
    'en-IN': (p) => `No account ${p.id} is tracked under this consent`,
    'hi-IN': (p) => `इस सहमति से खाता ${p.id} ट्रैक नहीं हो रहा है`,
  } satisfies SaidWith<{ id: string }>,
  noAccount: {
    'en-IN': (p) => `No account ${p.id}`,
    'hi-IN': (p) => `खाता ${p.id} नहीं मिला`,
  } satisfies SaidWith<{ id: string }>,
  notTracked: {
    'en-IN': (p) => `Account ${p.id} is not tracked`,
    'hi-IN': (p) => `खाता ${p.id} ट्रैक नहीं हो रहा है`,
  } satisfies SaidWith<{ id: string }>,
  stopped: {
    'en-IN': (p) => {
      const stopped = `Stopped tracking ${p.count} account${p.count === 1 ? '' : 's'}.`;
      return p.revoked ? `${stopped} Your consent is revoked.` : stopped;
    },
    'hi-IN': (p) => {
      const stopped = `${p.count} ${p.count === 1 ? 'खाते' : 'खातों'} की ट्रैकिंग बंद कर दी गई।`;
      return p.revoked ? `${stopped} आपकी सहमति वापस ले ली गई है।` : stopped;
    },
  } satisfies SaidWith<{ count: number; revoked: boolean }>,
  bankSupported: {
    'en-IN': (p) => `${p.name} is supported`,
    'hi-IN': (p) => `${p.name} Kosh पर उपलब्ध होगा`,
  } satisfies SaidWith<{ name: string }>,
  fipBack: {
    'en-IN': (p) => `${p.name} is available again`,
    'hi-IN': (p) => `${p.name} फिर से उपलब्ध होगा`,
  } satisfies SaidWith<{ name: string }>,
  notifyConfirmed: {
    'en-IN': (p) => `We will let you know when ${p.what}.`,
    'hi-IN': (p) => `जब ${p.what}, हम आपको बता देंगे।`,
  } satisfies SaidWith<{ what: string }>,
} as const;

/** The final-status copy when linking did not succeed, in Hindi (the English is final-status.ts's). */
export const NOT_SUCCESS_COPY_HINDI = {
  REJECTED: {
    title: 'सहमति नहीं दी गई',
    subtitle: 'कोई खाता नहीं जोड़ा गया। आप कभी भी फिर से शुरू कर सकते हैं।',
    eta_text: null,
  },
  REVOKED: { title: 'सहमति वापस ली गई', subtitle: 'ये खाते अब ट्रैक नहीं हो रहे हैं।', eta_text: null },
  PENDING: { title: 'खाते जोड़ना अभी पूरा नहीं हुआ', subtitle: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें।', eta_text: null },
} as const satisfies Record<'REJECTED' | 'REVOKED' | 'PENDING', SuccessCopy>;

/** The success screen's words in Hindi, flow by flow as `successCopy` writes them in English. */
export function hindiSuccessCopy(flow: FlowType, firstFipKind: FipKind | null): SuccessCopy {
  switch (flow) {
    case 'fno':
      return firstFipKind === 'DEPOSITORY'
        ? {
            title: 'आपका डीमैट खाता F&O के लिए जुड़ गया है',
            subtitle: 'F&O ट्रेडिंग चालू करने के लिए हम आपकी होल्डिंग्स जाँच रहे हैं।',
            eta_text: 'लगभग 30 मिनट से 1 घंटा',
          }
        : {
            title: 'आपका बैंक खाता F&O के लिए जुड़ गया है',
            subtitle: 'F&O ट्रेडिंग चालू करने के लिए हम आपका बैंक स्टेटमेंट जाँच रहे हैं।',
            eta_text: null,
          };
    case 'us_stocks':
      return {
        title: 'आपका खाता जुड़ गया है',
        subtitle: 'US शेयरों के लिए आपकी आय का सबूत जाँचने में हम इसका इस्तेमाल करेंगे।',
        eta_text: null,
      };
    case 'equity':
      return {
        title: 'आपके डीमैट खाते जुड़ गए हैं',
        subtitle: 'आपकी होल्डिंग्स पर पोर्टफोलियो की जानकारी जल्द आ रही है।',
        eta_text: null,
      };
    case 'mutual_funds':
      return {
        title: 'आपके म्यूचुअल फ़ंड जुड़ गए हैं',
        subtitle: 'म्यूचुअल फ़ंड में उनकी वैल्यू, लाभ और चल रहे SIP देखें।',
        eta_text: null,
      };
    case 'insurance':
      return {
        title: 'आपकी बीमा पॉलिसी जुड़ गई हैं',
        subtitle: 'अपना कवर, प्रीमियम और रिन्यूअल की तारीखें एक जगह देखें।',
        eta_text: null,
      };
    case 'credit_cards':
      return {
        title: 'आपके क्रेडिट कार्ड जुड़ गए हैं',
        subtitle: 'मेरे कार्ड में अपने स्टेटमेंट, खर्च और बिल की देय तिथि देखें।',
        eta_text: null,
      };
    case 'savings':
      return {
        title: 'आपके बैंक खाते जुड़ गए हैं',
        subtitle: 'आपका पैसा कहाँ जाता है, इस पर खर्च की जानकारी जल्द आ रही है।',
        eta_text: null,
      };
  }
}
