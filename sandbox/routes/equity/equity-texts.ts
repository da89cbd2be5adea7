/**
 * What the stocks widget says to the customer, in English and Hindi: broker login and CAS upload
 * refusals, and the confirmations of tracking switches and price alerts. Routes answer in the
 * caller's language (sandbox/http/language.ts); codes stay English.
 */
import { STATEMENT_MAX_MEGABYTES } from '@/domain/statements/statement-file';

import type { Said, SaidWith } from '../../http/language';

export const EQUITY_TEXT = {
  brokerNotFound: {
    'en-IN': 'No linked demat account with this source and account_id',
    'hi-IN': 'ऐसा कोई जुड़ा हुआ डीमैट खाता नहीं मिला',
  },
  casTooLarge: {
    'en-IN': `A CAS statement is at most ${STATEMENT_MAX_MEGABYTES} MB`,
    'hi-IN': `CAS स्टेटमेंट ज़्यादा से ज़्यादा ${STATEMENT_MAX_MEGABYTES} MB का हो सकता है`,
  },
  notPdf: { 'en-IN': 'The file is not a PDF', 'hi-IN': 'यह फ़ाइल PDF नहीं है' },
  wrongCasPassword: { 'en-IN': 'The statement password is wrong', 'hi-IN': 'स्टेटमेंट का पासवर्ड गलत है' },
  unreadablePdf: { 'en-IN': 'The PDF cannot be read', 'hi-IN': 'यह PDF पढ़ी नहीं जा सकी' },
  notACas: { 'en-IN': 'The PDF is not an NSDL or CDSL CAS', 'hi-IN': 'यह PDF, NSDL या CDSL का CAS नहीं है' },
  tooManyCasPasswords: {
    'en-IN': 'Too many wrong passwords for this statement; try again later',
    'hi-IN': 'इस स्टेटमेंट के लिए बहुत बार गलत पासवर्ड डाला गया; थोड़ी देर बाद फिर कोशिश करें',
  },
  casTooComplex: {
    'en-IN': 'The PDF takes too long to read: it is not a CAS',
    'hi-IN': 'इस PDF को पढ़ने में बहुत समय लगता है: यह CAS नहीं है',
  },
  casTooBigUnpacked: {
    'en-IN': 'The PDF unpacks to far more than a CAS holds',
    'hi-IN': 'यह PDF खुलकर किसी CAS से कहीं ज़्यादा बड़ी हो जाती है',
  },
} as const satisfies Record<string, Said>;

export const EQUITY_TEXT_WITH = {
  wrongBrokerLogin: {
    'en-IN': (p) => `${p.broker} did not accept this client ID and password`,
    'hi-IN': (p) => `${p.broker} ने यह क्लाइंट ID और पासवर्ड स्वीकार नहीं किया`,
  } satisfies SaidWith<{ broker: string }>,
  alreadyConnected: {
    'en-IN': (p) => `${p.broker} ${p.clientId} is already connected`,
    'hi-IN': (p) => `${p.broker} ${p.clientId} पहले से जुड़ा हुआ है`,
  } satisfies SaidWith<{ broker: string; clientId: string }>,
  depositoryMismatch: {
    'en-IN': (p) => `The statement is from ${p.found}, not ${p.chosen}`,
    'hi-IN': (p) => `यह स्टेटमेंट ${p.found} का है, ${p.chosen} का नहीं`,
  } satisfies SaidWith<{ found: string; chosen: string }>,
  nonAaStopped: {
    'en-IN': (p) =>
      `Gmail and statement tracking of ${p.broker} is stopped; the account-aggregator link stays.`,
    'hi-IN': (p) => `${p.broker} की Gmail और स्टेटमेंट से ट्रैकिंग बंद कर दी गई; अकाउंट एग्रीगेटर से जुड़ाव बना रहेगा।`,
  } satisfies SaidWith<{ broker: string }>,
  gmailOn: {
    'en-IN': (p) =>
      `Gmail fetch is on for ${p.broker}; holdings from your statements arrive in about ${p.minutes} minutes.`,
    'hi-IN': (p) =>
      `${p.broker} के लिए Gmail से जानकारी लेना चालू है; आपके स्टेटमेंट की होल्डिंग्स लगभग ${p.minutes} मिनट में आ जाएँगी।`,
  } satisfies SaidWith<{ broker: string; minutes: number }>,
  gmailOff: {
    'en-IN': (p) => `Gmail fetch is off for ${p.broker}.`,
    'hi-IN': (p) => `${p.broker} के लिए Gmail से जानकारी लेना बंद है।`,
  } satisfies SaidWith<{ broker: string }>,
  noSuchHolding: {
    'en-IN': (p) => `isin: ${p.broker} holds no stock with this ISIN`,
    'hi-IN': (p) => `${p.broker} में इस ISIN का कोई शेयर नहीं है`,
  } satisfies SaidWith<{ broker: string }>,
  // An ISIN stays in the sentence: the app puts the stock's name in its place.
  priceAlerts: {
    'en-IN': (p) =>
      `Price alerts are ${p.enable ? 'on' : 'off'} for ${p.isin ?? `all stocks at ${p.broker}`}.`,
    'hi-IN': (p) => `${p.isin ?? `${p.broker} के सभी शेयरों`} के लिए कीमत के अलर्ट ${p.enable ? 'चालू' : 'बंद'} हैं।`,
  } satisfies SaidWith<{ enable: boolean; isin: string | null; broker: string }>,
} as const;
