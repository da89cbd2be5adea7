/**
 * What the mutual-fund CAS import says when it refuses a statement, in English and Hindi (the app
 * shows its own words by code: src/domain/mutual-funds/cas-import.ts).
 */
import type { Said } from '../../http/language';

export const FUND_CAS_TEXT = {
  tooLarge: {
    'en-IN': 'The statement is over 5 MB; nothing was imported',
    'hi-IN': 'स्टेटमेंट 5 MB से बड़ा है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  notPdf: {
    'en-IN': 'This file is not a PDF; nothing was imported',
    'hi-IN': 'यह फ़ाइल PDF नहीं है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  unreadable: {
    'en-IN': 'This PDF could not be read; nothing was imported',
    'hi-IN': 'यह PDF पढ़ी नहीं जा सकी; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  wrongPassword: {
    'en-IN': 'Wrong statement password; nothing was imported',
    'hi-IN': 'स्टेटमेंट का पासवर्ड गलत है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  tooManyPasswords: {
    'en-IN': 'Too many wrong passwords for this statement; try again later',
    'hi-IN': 'इस स्टेटमेंट के लिए बहुत बार गलत पासवर्ड डाला गया; बाद में फिर कोशिश करें',
  },
  notACas: {
    'en-IN': 'This PDF is not a CAMS or KFintech mutual-fund statement; nothing was imported',
    'hi-IN': 'यह PDF CAMS या KFintech का म्यूचुअल फ़ंड स्टेटमेंट नहीं है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  tooComplex: {
    'en-IN': 'This PDF takes too long to read; nothing was imported',
    'hi-IN': 'यह PDF पढ़ने में बहुत समय लेती है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  tooBigUnpacked: {
    'en-IN': 'This PDF unpacks to far more than a statement holds; nothing was imported',
    'hi-IN': 'यह PDF खुलने पर किसी स्टेटमेंट से कहीं बड़ी हो जाती है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  panMismatch: {
    'en-IN': 'This statement is for another PAN, not the one on your account; nothing was imported',
    'hi-IN': 'यह स्टेटमेंट किसी दूसरे PAN का है, आपके खाते वाले PAN का नहीं; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  badDate: {
    'en-IN': 'The statement date or a transaction date is not a real past date; nothing was imported',
    'hi-IN': 'स्टेटमेंट या किसी लेन-देन की तारीख असली बीती तारीख नहीं है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  unknownScheme: {
    'en-IN': 'This statement has a scheme Kosh does not know; nothing was imported',
    'hi-IN': 'इस स्टेटमेंट में एक ऐसी स्कीम है जिसे Kosh नहीं जानता; कुछ भी इम्पोर्ट नहीं हुआ',
  },
} as const satisfies Record<string, Said>;
