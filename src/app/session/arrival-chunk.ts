/**
 * Everything a page load needs when a token arrived for someone else, in one lazy chunk (one
 * dynamic import in the entry instead of three): resolving the arrival, the question, the switch.
 */
export { changeCustomer } from '@/session/customer-change';

export { resolveArrival, type Resolution } from '@/session/resolve-arrival';
export { default as SwitchAccountDialog } from './switch-account-dialog';
