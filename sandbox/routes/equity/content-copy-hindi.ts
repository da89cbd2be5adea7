/**
 * The stocks widget's content copy in Hindi, mirroring content-copy.ts (English) entry by entry;
 * content-routes.ts picks one by the caller's language (sandbox/http/language.ts).
 */
import type { FormField, TrackedProduct } from '@/api/schemas/stocks-widget';
import type { AppLocale } from '@/domain/text/locale';

import { casFormFields, EQUITY_BENEFITS, OFFERS } from './content-copy';

type Offer = (typeof OFFERS)[Exclude<TrackedProduct, 'CREDIT_CARD'>];

/** What linking demat accounts gives, in Hindi (same icons and order as the English). */
const EQUITY_BENEFITS_HINDI = [
  {
    icon: 'brokers',
    title: 'हर ब्रोकर, एक ही जगह',
    body: 'आपके सभी डीमैट खातों की होल्डिंग्स, एक ही शेयर अलग-अलग ब्रोकर पर हो तो एक साथ।',
  },
  {
    icon: 'allocation',
    title: 'मार्केट कैप और सेक्टर के हिसाब से',
    body: 'देखें आपका पैसा लार्ज, मिड और स्मॉल कैप और अलग-अलग सेक्टर में कैसे बँटा है।',
  },
  {
    icon: 'movers',
    title: 'बढ़ने और गिरने वाले शेयर',
    body: 'आज कौन से शेयर सबसे ज़्यादा बदले, और खरीदने के बाद से कौन सबसे ज़्यादा बढ़े।',
  },
  {
    icon: 'consent',
    title: 'सिर्फ़ पढ़ने के लिए, आपकी सहमति से',
    body: 'अकाउंट एग्रीगेटर सिर्फ़ होल्डिंग्स दिखाता है; इससे कोई ट्रेड नहीं कर सकता, और आप कभी भी सहमति वापस ले सकते हैं।',
  },
] as const;

const OFFERS_HINDI: Readonly<Record<Exclude<TrackedProduct, 'CREDIT_CARD'>, Offer>> = {
  SAVINGS: {
    ...OFFERS.SAVINGS,
    title: 'अपने बैंक खाते भी ट्रैक करें',
    body: 'अपने निवेश के साथ यह भी देखें कि आपका पैसा कहाँ जाता है: अपने बचत खाते जोड़ें।',
    bullets: [
      'महीने, श्रेणी और भुगतान के तरीके के हिसाब से खर्च',
      'सभी बैंकों में आया पैसा और गया पैसा',
      'हर लेन-देन एक ही सूची में',
    ],
    cta: 'बैंक खाते जोड़ें',
  },
  EQUITY: {
    ...OFFERS.EQUITY,
    title: 'अपने शेयर ट्रैक करें',
    body: 'अपनी सभी होल्डिंग्स एक जगह देखने के लिए CDSL और NSDL के अपने डीमैट खाते जोड़ें।',
    bullets: ['हर ब्रोकर की होल्डिंग्स', 'मार्केट कैप और सेक्टर के हिसाब से', 'आज के सबसे ज़्यादा बढ़ने और गिरने वाले शेयर'],
    cta: 'डीमैट खाते जोड़ें',
  },
  INSURANCE: {
    ...OFFERS.INSURANCE,
    title: 'अपनी बीमा पॉलिसी ट्रैक करें',
    body: 'बीमा कवर और प्रीमियम को अपने बाकी पैसे के साथ रखने के लिए अपनी पॉलिसी जोड़ें।',
    bullets: ['बीमा राशि और प्रीमियम एक जगह', 'अगले प्रीमियम की देय तिथि'],
    cta: 'पॉलिसी जोड़ें',
  },
};

/** The CAS form's fields in Hindi: the English fields with Hindi labels and hints. */
function casFormFieldsHindi(panMasked: string | undefined): FormField[] {
  const hindi: Readonly<Record<string, Partial<FormField>>> = {
    depository: {
      label: 'स्टेटमेंट किसका है',
      options: [
        { value: 'CDSL', label: 'CDSL (Central Depository Services)' },
        { value: 'NSDL', label: 'NSDL (National Securities Depository)' },
      ],
    },
    statement: { label: 'CAS स्टेटमेंट (PDF)', hint: 'आपकी डिपॉज़िटरी जो कंसॉलिडेटेड अकाउंट स्टेटमेंट ईमेल करती है।' },
    password: {
      label: 'स्टेटमेंट का पासवर्ड',
      hint:
        panMasked === undefined
          ? 'कैपिटल अक्षरों में आपका PAN।'
          : `कैपिटल अक्षरों में आपका PAN (आपकी प्रोफ़ाइल वाला PAN ${panMasked} है)।`,
    },
  };
  return casFormFields(panMasked).map((field) => ({ ...field, ...hindi[field.name] }));
}

/** The words of the stocks widget's sales page, CAS form and cross-sell sheet, per language. */
export const CONTENT_TEXT = {
  'en-IN': {
    benefits: EQUITY_BENEFITS,
    offers: OFFERS,
    casFormFields,
    salesTitleMore: 'Add your other demat accounts',
    salesTitleFirst: 'Track all your stocks in one place',
    salesSubtitle: 'Link your demat accounts at CDSL and NSDL through the account aggregator.',
    ctaMore: 'Link another demat account',
    ctaFirst: 'Link demat accounts',
    casInstead: 'Upload a CAS statement instead',
    formTitle: 'Track with your CAS statement',
    formDescription:
      'Upload the password-protected Consolidated Account Statement (CAS) that CDSL or NSDL emails you, and we will read your holdings from it.',
    formSubmit: 'Read my statement',
    formNotes: [
      'Depositories email a CAS for every month with a transaction, and every six months otherwise.',
      'Holdings from a statement are as of its date; link through the account aggregator for daily updates.',
    ],
    notNow: 'Not now',
  },
  'hi-IN': {
    benefits: EQUITY_BENEFITS_HINDI,
    offers: OFFERS_HINDI,
    casFormFields: casFormFieldsHindi,
    salesTitleMore: 'अपने दूसरे डीमैट खाते भी जोड़ें',
    salesTitleFirst: 'अपने सभी शेयर एक जगह ट्रैक करें',
    salesSubtitle: 'अकाउंट एग्रीगेटर के ज़रिए CDSL और NSDL के अपने डीमैट खाते जोड़ें।',
    ctaMore: 'एक और डीमैट खाता जोड़ें',
    ctaFirst: 'डीमैट खाते जोड़ें',
    casInstead: 'इसकी जगह CAS स्टेटमेंट अपलोड करें',
    formTitle: 'अपने CAS स्टेटमेंट से ट्रैक करें',
    formDescription:
      'CDSL या NSDL जो पासवर्ड से सुरक्षित कंसॉलिडेटेड अकाउंट स्टेटमेंट (CAS) ईमेल करती है, उसे अपलोड करें; हम उससे आपकी होल्डिंग्स पढ़ लेंगे।',
    formSubmit: 'मेरा स्टेटमेंट पढ़ें',
    formNotes: [
      'जिस महीने लेन-देन हो, डिपॉज़िटरी उस महीने का CAS ईमेल करती है, वरना हर छह महीने में।',
      'स्टेटमेंट की होल्डिंग्स उसकी तारीख तक की होती हैं; रोज़ की जानकारी के लिए अकाउंट एग्रीगेटर से जोड़ें।',
    ],
    notNow: 'अभी नहीं',
  },
} as const satisfies Record<AppLocale, unknown>;
