/** Where a customer goes to link (another) bank: the account-aggregator onboarding, savings flow. */
export const LINK_BANKS_PATH = '/account-aggregator/onboarding?flow_type=savings';
