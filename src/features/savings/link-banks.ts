/**
 * Where a customer with nothing linked goes to link bank accounts: the account-aggregator
 * onboarding in its savings flow (SPEC §4 flow types). The linking area owns that route.
 */
export const LINK_BANKS_PATH = '/account-aggregator/onboarding?flow_type=savings';
