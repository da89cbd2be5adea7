import type { FormField, TrackedProduct } from '@/api/schemas/stocks-widget';
import { APP_PATHS, linkAccountsPath } from '@/domain/navigation/app-paths';

/** Where the linking journey starts for a flow (the app's account-aggregator onboarding). */
export function linkingNavlink(flow: 'equity' | 'savings' | 'insurance'): string {
  return linkAccountsPath(flow);
}

/** The app's screen for tracking a broker from a CAS statement (the manual password form). */
export const CAS_FORM_NAVLINK = APP_PATHS.equityTrackByStatement;

/** What linking demat accounts gives, for the sales page. */
export const EQUITY_BENEFITS = [
  {
    icon: 'brokers',
    title: 'Every broker, one view',
    body: 'Holdings from all your demat accounts, with the same stock merged across brokers.',
  },
  {
    icon: 'allocation',
    title: 'Market cap and sector mix',
    body: 'See how your money splits across large, mid and small caps and across sectors.',
  },
  {
    icon: 'movers',
    title: 'Gainers and losers',
    body: 'Which stocks moved most today, and which have grown most since you bought them.',
  },
  {
    icon: 'consent',
    title: 'Read-only, on your consent',
    body: 'The account aggregator shares holdings only; nobody can trade through it, and you can revoke it any time.',
  },
] as const;

/** The fields of the CAS upload form. `pattern` is slash-delimited for the product's regex check. */
export function casFormFields(panMasked: string | undefined): FormField[] {
  const none = { placeholder: null, hint: null, pattern: null, accept: null, options: [] };
  return [
    {
      ...none,
      name: 'depository',
      label: 'Statement from',
      type: 'select',
      required: true,
      options: [
        { value: 'CDSL', label: 'CDSL (Central Depository Services)' },
        { value: 'NSDL', label: 'NSDL (National Securities Depository)' },
      ],
    },
    {
      ...none,
      name: 'statement',
      label: 'CAS statement (PDF)',
      type: 'file',
      required: true,
      accept: 'application/pdf',
      hint: 'The Consolidated Account Statement your depository emails you.',
    },
    {
      ...none,
      name: 'password',
      label: 'Statement password',
      type: 'password',
      required: true,
      placeholder: 'ABCDE1234F',
      // A CAS PDF opens with the first holder's PAN in capitals.
      hint:
        panMasked === undefined
          ? 'Your PAN in capital letters.'
          : `Your PAN in capital letters (the one on your profile is ${panMasked}).`,
      pattern: '/^[A-Z]{5}[0-9]{4}[A-Z]$/',
    },
  ];
}

/** The bottom sheet's offer for each product a customer could add. */
export const OFFERS: Readonly<
  Record<
    Exclude<TrackedProduct, 'CREDIT_CARD'>,
    { title: string; body: string; bullets: string[]; navlink: string; cta: string }
  >
> = {
  SAVINGS: {
    title: 'Track your bank accounts too',
    body: 'Link your savings accounts to see where your money goes, next to your investments.',
    bullets: [
      'Spending by month, category and payment mode',
      'Money in and out across banks',
      'Every transaction in one list',
    ],
    navlink: linkingNavlink('savings'),
    cta: 'Link bank accounts',
  },
  EQUITY: {
    title: 'Track your stocks',
    body: 'Link your demat accounts at CDSL and NSDL to see all your holdings in one place.',
    bullets: [
      'Holdings across every broker',
      'Market cap and sector mix',
      'Top gainers and losers of the day',
    ],
    navlink: linkingNavlink('equity'),
    cta: 'Link demat accounts',
  },
  INSURANCE: {
    title: 'Track your insurance policies',
    body: 'Link your policies to keep cover and premiums next to the rest of your money.',
    bullets: ['Sum assured and premiums in one place', 'Next premium due dates'],
    navlink: linkingNavlink('insurance'),
    cta: 'Link policies',
  },
};
