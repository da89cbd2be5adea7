/**
 * The app's own paths, once: the areas, the account-aggregator screens and the links into them.
 * Features link with these, and the sandbox writes the same values into the navlinks it answers
 * with, so a renamed route cannot leave a dead link behind. Pure (no imports), so the sandbox and
 * the service worker may use it.
 */

const AA_ROOT = '/account-aggregator';
const ONBOARDING = `${AA_ROOT}/onboarding`;

export const APP_PATHS = {
  home: '/',
  savings: '/savings',
  /** Budgets and category rules. */
  savingsPlan: '/savings/plan',
  banks: '/banks',
  equity: '/equity',
  creditCards: '/credit-cards',
  instaCash: '/insta-cash',
  instaCashEmiSchedule: '/insta-cash/emi-schedule',
  instaCashTransactions: '/insta-cash/transactions',
  news: '/news',
  profile: '/profile',
  alerts: '/alerts',
  /** What the telemetry outbox holds, for a developer (no link leads there). */
  telemetryDebug: '/debug/telemetry',
  /** The manual CAS statement form for tracking a broker. */
  equityTrackByStatement: '/equity/track-by-statement',
  /** Capital gains on listed shares by financial year (`?fy=2025-26`); an area of its own. */
  equityCapitalGains: '/equity/capital-gains',
  /** Mutual funds; a fund's page is `<this>/fund/<isin>`. */
  mutualFunds: '/mutual-funds',
  /** A mutual-fund CAS brought in by hand; an area of its own, so its words load only here. */
  mutualFundsImport: '/mutual-funds/import',
  aa: {
    root: AA_ROOT,
    onboarding: ONBOARDING,
    /** The intro screen is the onboarding path itself. */
    intro: ONBOARDING,
    bankList: `${ONBOARDING}/bank-list`,
    unsupportedBanks: `${ONBOARDING}/unsupported-banks`,
    tutorial: `${ONBOARDING}/tutorial`,
    editMobile: `${ONBOARDING}/enter-secondary-mobile`,
    finvuOtp: `${ONBOARDING}/finvu-otp`,
    discovery: `${ONBOARDING}/discovery`,
    bankOtp: `${ONBOARDING}/bank-otp`,
    consent: `${ONBOARDING}/consent`,
    finalStatus: `${ONBOARDING}/final-status`,
    missingAccount: `${ONBOARDING}/missing-account`,
    insurance: `${AA_ROOT}/insurance`,
    /** A policy's page is `<this>/<policyId>`. */
    insurancePolicy: `${AA_ROOT}/insurance/policy`,
    equityTracking: `${AA_ROOT}/equity-tracking`,
    bankTracking: `${AA_ROOT}/bank-tracking`,
    cardTracking: `${AA_ROOT}/card-tracking`,
    fundTracking: `${AA_ROOT}/fund-tracking`,
  },
} as const;

/** The suffix an internally pushed screen carries (`/x/client` renders the screen at `/x`). */
export const CLIENT_SUFFIX = '/client';

/** The flows another area starts linking in. */
export type LinkingFlow =
  'savings' | 'equity' | 'insurance' | 'us_stocks' | 'fno' | 'credit_cards' | 'mutual_funds';

/** Where another area sends a customer to link accounts: the onboarding in that flow. */
export function linkAccountsPath(flow: LinkingFlow): string {
  return withQuery(APP_PATHS.aa.onboarding, { flow_type: flow });
}

/** A broker's own page: `/equity/broker/{source}/{account_id}`, the source in lower case. */
export function brokerPath(depository: string, accountId: string): string {
  return `${APP_PATHS.equity}/broker/${encodeURIComponent(depository.toLowerCase())}/${encodeURIComponent(accountId)}`;
}

/** Bill Payment with one card's payment open (`?pay=<card id>`): alerts and home link here. */
export function cardBillPaymentPath(cardId: string): string {
  return withQuery(APP_PATHS.creditCards, { tab: 'bill-payment', pay: cardId });
}

/** `path` with `query` appended (null values left out). */
export function withQuery(path: string, query: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
