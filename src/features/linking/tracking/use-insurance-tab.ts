import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { INSURANCE_TAB_SCREEN } from '@/features/linking/journey/after-linking';
import { useStorageQuery } from '@/storage/hooks/use-storage-query';
import { getSelectedTab, setSelectedTab } from '@/storage/repositories/prefs';

/** The insurance list's tabs, in index order (the insurance refresh action names them by index). */
export const INSURANCE_TABS = ['policies', 'accounts'] as const;
export type InsuranceTab = (typeof INSURANCE_TABS)[number];

export const INSURANCE_TAB_LABELS = defineMessages({
  policies: { id: 'linking.insurance.tabPolicies', defaultMessage: 'Policies' },
  accounts: { id: 'linking.insurance.tabAccounts', defaultMessage: 'Linked accounts' },
}) satisfies Record<InsuranceTab, unknown>;

const LOADING = 'loading' as const;

function oneOf(value: string | null): InsuranceTab | null {
  return (INSURANCE_TABS as readonly string[]).includes(value ?? '') ? (value as InsuranceTab) : null;
}

/**
 * The tab: the address's `?tab=`, else the one last chosen on this device (kept in prefs, so a
 * linking journey started here comes back to it and the host's insurance refresh names it), else
 * Policies. Null while the stored choice is read, so the screen never jumps from one tab to another.
 */
export function useInsuranceTab(): [InsuranceTab | null, (next: InsuranceTab) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useStorageQuery(() => getSelectedTab(INSURANCE_TAB_SCREEN), [], LOADING);
  const fromUrl = oneOf(params.get('tab'));
  const tab = fromUrl ?? (stored === LOADING ? null : (INSURANCE_TABS[stored ?? 0] ?? 'policies'));
  const select = useCallback(
    (next: InsuranceTab) => {
      void setSelectedTab(INSURANCE_TAB_SCREEN, INSURANCE_TABS.indexOf(next));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, select];
}
