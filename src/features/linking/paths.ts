/**
 * The linking screens, relative to `/account-aggregator/` (the route table and routes.tsx share
 * them). `journey` screens show their real content only in the middle of a linking journey (a
 * consent handle in the address); opened cold they say the journey has ended.
 */
export const LINKING_SCREENS = {
  intro: { path: 'onboarding', journey: false },
  // The sandbox's (and provider's) sales-page and empty-state navlinks name the intro explicitly.
  introExplicit: { path: 'onboarding/intro', journey: false },
  bankList: { path: 'onboarding/bank-list', journey: false },
  unsupportedBanks: { path: 'onboarding/unsupported-banks', journey: false },
  tutorial: { path: 'onboarding/tutorial', journey: false },
  editMobile: { path: 'onboarding/enter-secondary-mobile', journey: true },
  finvuOtp: { path: 'onboarding/finvu-otp', journey: true },
  discovery: { path: 'onboarding/discovery', journey: true },
  bankOtp: { path: 'onboarding/bank-otp', journey: true },
  consent: { path: 'onboarding/consent', journey: true },
  finalStatus: { path: 'onboarding/final-status', journey: true },
  missingAccount: { path: 'onboarding/missing-account', journey: true },
  insurance: { path: 'insurance', journey: false },
  // A tracked policy's page: the demo customer has policies linked, a new one has none.
  insurancePolicy: { path: 'insurance/policy/:policyId', journey: false, persona: 'demo' },
  equityTracking: { path: 'equity-tracking', journey: false },
  bankTracking: { path: 'bank-tracking', journey: false },
  cardTracking: { path: 'card-tracking', journey: false },
  fundTracking: { path: 'fund-tracking', journey: false },
} as const;

export type LinkingScreen = keyof typeof LINKING_SCREENS;
