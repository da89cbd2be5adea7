/**
 * What the CAS upload says when a statement does not belong to the customer or cannot be true, in
 * English and Hindi (the app shows its own words by code: src/domain/portfolio/broker-import.ts).
 */
import type { Said } from '../../http/language';

export const CAS_CHECK_TEXT = {
  panMismatch: {
    'en-IN': 'This statement is for another PAN, not the one on your account; nothing was imported',
    'hi-IN': 'यह स्टेटमेंट किसी दूसरे PAN का है, आपके खाते वाले PAN का नहीं; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  olderStatement: {
    'en-IN': 'A newer statement of this demat account is already imported; nothing was changed',
    'hi-IN': 'इस डीमैट खाते का नया स्टेटमेंट पहले से इम्पोर्ट है; कुछ भी नहीं बदला',
  },
  badDate: {
    'en-IN': 'The statement date is not a real date; nothing was imported',
    'hi-IN': 'स्टेटमेंट की तारीख असली तारीख नहीं है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  amountTooLarge: {
    'en-IN': 'The amounts on this statement are too large to be real; nothing was imported',
    'hi-IN': 'इस स्टेटमेंट की रकमें असली होने के लिए बहुत बड़ी हैं; कुछ भी इम्पोर्ट नहीं हुआ',
  },
  blankName: {
    'en-IN': 'A holding on this statement has no company name; nothing was imported',
    'hi-IN': 'इस स्टेटमेंट की एक होल्डिंग में कंपनी का नाम नहीं है; कुछ भी इम्पोर्ट नहीं हुआ',
  },
} as const satisfies Record<string, Said>;
