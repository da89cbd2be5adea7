/**
 * App routes the AA answers point to. Navlinks are always relative app paths (never a foreign
 * URL); the client pushes them with its `/client` suffix. The secondary-mobile route is the one
 * SPEC §2 names, already with its suffix.
 */
export const AA_APP_PATHS = {
  onboarding: '/account-aggregator/onboarding',
  bankList: '/account-aggregator/onboarding/bank-list',
  partnerOtp: '/account-aggregator/onboarding/finvu-otp',
  discovery: '/account-aggregator/onboarding/discovery',
  finalStatus: '/account-aggregator/onboarding/final-status',
  missingAccount: '/account-aggregator/onboarding/missing-account',
  unsupportedBanks: '/account-aggregator/onboarding/unsupported-banks',
  secondaryMobile: '/account-aggregator/onboarding/enter-secondary-mobile/client',
  insurance: '/account-aggregator/insurance',
  savings: '/savings',
  equity: '/equity',
} as const;

/** `path` with `query` appended (null values left out). */
export function withQuery(path: string, query: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
