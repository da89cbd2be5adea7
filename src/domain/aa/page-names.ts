/**
 * The analytics page names of the linking flow (docs/product.md#linking-page-names), exactly as the analytics
 * backend expects them in `page_name`. Every linking screen (and bottom sheet) emits a page event with one of
 * these.
 */
export const LINKING_PAGE_NAMES = {
  finalStatus: 'final status',
  consent: 'consent',
  consentDetails: 'consent details bottomsheet',
  exit: 'exit bottomsheet',
  consentDenial: 'consent denial nudge and reason',
  finvuOtp: 'finvu otp',
  bankOtp: 'bank otp',
  intro: 'intro',
  bankList: 'bank list',
  tutorial: 'tutorial',
  lowSuccessRate: 'low success rate',
  noLinkedAccounts: 'no linked accounts',
  editMobileNumber: 'edit mobile number',
  loaderAfterDiscovery: 'loader after discovery',
  insuranceList: 'insurance list',
  equityTracking: 'equity tracking',
  bankTracking: 'bank tracking',
} as const;

/** One of the 17 analytics page names. */
export type LinkingPageName = (typeof LINKING_PAGE_NAMES)[keyof typeof LINKING_PAGE_NAMES];
