/**
 * The words of the linking journey's own screens (intro, "don't see your bank?", "why are my
 * accounts missing?", the SMS bottom sheet), in English and Hindi; the routes answer in the
 * caller's language (sandbox/http/language.ts).
 */
import type { AppLocale } from '@/domain/text/locale';

type ScreenWords = {
  headlineFirst: string;
  headlineMore: string;
  subheadline: string;
  benefits: Readonly<Record<'spending' | 'portfolio' | 'secure', { title: string; description: string }>>;
  ctaFirst: string;
  ctaMore: string;
  disclaimer: string;
  unsupportedTitle: string;
  unsupportedDescription: (count: number) => string;
  notifyLabel: string;
  backToBankList: string;
  differentMobile: { title: string; description: string; action: string };
  inactive: { title: string; description: string };
  fipDown: { title: string; description: (names: string) => string };
  missingTitle: string;
  missingDescription: string;
  linkAnother: string;
  sms: { title: string; description: string; points: readonly string[]; cta: string; dismiss: string };
};

export const SCREEN_TEXT: Readonly<Record<AppLocale, ScreenWords>> = {
  'en-IN': {
    headlineFirst: 'All your money, in one place',
    headlineMore: 'Link another account',
    subheadline:
      'Securely link bank accounts, demat holdings and insurance through an RBI-regulated account aggregator.',
    benefits: {
      spending: {
        title: 'Know where your money goes',
        description: 'Spends grouped by month, category and payment mode.',
      },
      portfolio: {
        title: 'Track every holding',
        description: 'Stocks across brokers with gains, sectors and market caps.',
      },
      secure: { title: 'Bank-grade security', description: 'Read-only consent you can revoke at any time.' },
    },
    ctaFirst: 'Get started',
    ctaMore: 'Link more accounts',
    disclaimer: 'Kosh can only read your data; it can never move money.',
    unsupportedTitle: 'Don’t see your bank?',
    unsupportedDescription: (count) =>
      `We support ${count} banks, depositories and insurers through account aggregators, and add more every month.`,
    notifyLabel: 'Notify me when my bank is added',
    backToBankList: 'Back to bank list',
    differentMobile: {
      title: 'Your account is linked to a different mobile number',
      description:
        'Banks find accounts by the mobile number registered with them. Try the number you gave your bank.',
      action: 'Try another number',
    },
    inactive: {
      title: 'Your account is inactive or dormant',
      description:
        'Accounts without transactions for a long time are not shared. Reactivate it at your bank.',
    },
    fipDown: {
      title: 'Your bank is temporarily unavailable',
      description: (names) => `${names} could not be reached. Try again in some time.`,
    },
    missingTitle: 'We couldn’t find your accounts',
    missingDescription: 'This usually happens for one of these reasons.',
    linkAnother: 'Link another account',
    sms: {
      title: 'SMS tracking is going away',
      description:
        'Reading bank SMS will stop soon. Link your bank through the account aggregator to keep your insights.',
      points: ['Accurate balances, straight from your bank', 'No SMS permission needed', 'Revoke any time'],
      cta: 'Link bank account',
      dismiss: 'Later',
    },
  },
  'hi-IN': {
    headlineFirst: 'आपका सारा पैसा, एक ही जगह',
    headlineMore: 'एक और खाता जोड़ें',
    subheadline: 'RBI से नियंत्रित अकाउंट एग्रीगेटर के ज़रिए अपने बैंक खाते, डीमैट होल्डिंग्स और बीमा सुरक्षित तरीके से जोड़ें।',
    benefits: {
      spending: {
        title: 'जानें आपका पैसा कहाँ जाता है',
        description: 'महीने, श्रेणी और भुगतान के तरीके के हिसाब से खर्च।',
      },
      portfolio: {
        title: 'हर होल्डिंग पर नज़र रखें',
        description: 'सभी ब्रोकर के शेयर, मुनाफ़े, सेक्टर और मार्केट कैप के साथ।',
      },
      secure: { title: 'बैंक जैसी सुरक्षा', description: 'सिर्फ़ पढ़ने की सहमति, जिसे आप कभी भी वापस ले सकते हैं।' },
    },
    ctaFirst: 'शुरू करें',
    ctaMore: 'और खाते जोड़ें',
    disclaimer: 'Kosh सिर्फ़ आपका डेटा पढ़ सकता है; वह कभी पैसा नहीं भेज सकता।',
    unsupportedTitle: 'आपका बैंक नहीं दिख रहा?',
    unsupportedDescription: (count) =>
      `अकाउंट एग्रीगेटर के ज़रिए हम ${count} बैंक, डिपॉज़िटरी और बीमा कंपनियों से जुड़ते हैं, और हर महीने नए जोड़ते हैं।`,
    notifyLabel: 'मेरा बैंक जुड़ने पर मुझे बताएँ',
    backToBankList: 'बैंकों की सूची पर वापस जाएँ',
    differentMobile: {
      title: 'आपका खाता किसी दूसरे मोबाइल नंबर से जुड़ा है',
      description: 'बैंक उसी मोबाइल नंबर से खाते ढूँढते हैं जो उनके पास दर्ज है। वह नंबर डालें जो आपने बैंक को दिया है।',
      action: 'दूसरा नंबर डालें',
    },
    inactive: {
      title: 'आपका खाता बंद या निष्क्रिय है',
      description: 'लंबे समय से बिना लेन-देन वाले खाते शेयर नहीं होते। अपने बैंक में इसे फिर से चालू कराएँ।',
    },
    fipDown: {
      title: 'आपका बैंक अभी उपलब्ध नहीं है',
      description: (names) => `${names} से संपर्क नहीं हो पाया। कुछ देर बाद फिर से कोशिश करें।`,
    },
    missingTitle: 'हमें आपके खाते नहीं मिले',
    missingDescription: 'आम तौर पर ऐसा इनमें से किसी एक वजह से होता है।',
    linkAnother: 'एक और खाता जोड़ें',
    sms: {
      title: 'SMS से ट्रैकिंग बंद हो रही है',
      description: 'बैंक के SMS पढ़ना जल्द बंद हो जाएगा। अपनी जानकारी बनाए रखने के लिए अकाउंट एग्रीगेटर से अपना बैंक जोड़ें।',
      points: ['सीधे आपके बैंक से सही बैलेंस', 'SMS की अनुमति की ज़रूरत नहीं', 'कभी भी सहमति वापस लें'],
      cta: 'बैंक खाता जोड़ें',
      dismiss: 'बाद में',
    },
  },
};
