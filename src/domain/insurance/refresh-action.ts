/**
 * The insurance refresh action (docs/product.md#host-app-payloads): what the host app is given,
 * with `refreshWithData`, so its insurance screen re-reads the policies after a linking and opens
 * on the tab the customer left it at.
 */
export type InsuranceRefreshAction = {
  action: 'insurance-refresh';
  action_data: { refresh: true };
  /** The insurance screen's tab index; 0 (the first tab) when none is known. */
  tab: number;
};

/** The screen name the action is sent under. */
export const INSURANCE_REFRESH_SCREEN = 'insurance';

/** The action for `tab`; anything but a whole number ≥ 0 (unknown, NaN, negative) gives tab 0. */
export function insuranceRefreshAction(tab?: number): InsuranceRefreshAction {
  const index = tab !== undefined && Number.isInteger(tab) && tab >= 0 ? tab : 0;
  return { action: 'insurance-refresh', action_data: { refresh: true }, tab: index };
}
