import { defineMessages } from 'react-intl';

/** The insurance list's tabs, in index order (the insurance refresh action names them by index). */
export const INSURANCE_TABS = ['policies', 'accounts'] as const;
export type InsuranceTab = (typeof INSURANCE_TABS)[number];

export const INSURANCE_TAB_LABELS = defineMessages({
  policies: { id: 'linking.insurance.tabPolicies', defaultMessage: 'Policies' },
  accounts: { id: 'linking.insurance.tabAccounts', defaultMessage: 'Linked accounts' },
}) satisfies Record<InsuranceTab, unknown>;
