import { type OnboardingCache, onboardingCacheSchema } from '@/api/schemas/tracking';
import { isTerminal } from '@/domain/aa/consent-machine';
import { APP_PATHS, withQuery } from '@/domain/navigation/app-paths';

import type { Db } from '../db/database';
import { aaHandle, latestConsent, type Consent } from './consent-store';
import { linkedAccounts, linkedByConsent } from './linked-accounts';
import { maskMobile } from './users';

function resumeNavlink(consent: Consent | null, hasLinked: boolean): string {
  if (consent === null || isTerminal(consent.state) || consent.state === 'ACTIVE') {
    return hasLinked ? APP_PATHS.aa.bankList : APP_PATHS.aa.onboarding;
  }
  const query = { consent_handle: consent.handle };
  if (consent.state === 'INITIATED') return withQuery(APP_PATHS.aa.finvuOtp, query);
  if (consent.state === 'LINKED') return withQuery(APP_PATHS.aa.finalStatus, query);
  return withQuery(APP_PATHS.aa.discovery, query);
}

/**
 * Where the customer left the linking journey: their latest consent, what it discovered and
 * linked, and the navlink that resumes it (or starts one). Both the tracking cache and its CAMS
 * fallback answer this; `source` says which.
 */
export function onboardingCache(db: Db, userId: string, source: OnboardingCache['source']): OnboardingCache {
  const consent = latestConsent(db, userId);
  const hasLinked = linkedAccounts(db, userId, 'ALL').length > 0;
  const discovered =
    consent === null
      ? 0
      : (db
          .prepare<[string], { n: number }>(
            'SELECT COUNT(*) AS n FROM aa_discovered_accounts WHERE consent_handle = ?',
          )
          .get(consent.handle)?.n ?? 0);
  return onboardingCacheSchema.parse({
    source,
    has_journey: consent !== null && !isTerminal(consent.state) && consent.state !== 'ACTIVE',
    consent_handle: consent?.handle ?? null,
    provider: consent?.provider ?? null,
    consent_status: consent?.state ?? null,
    flow_type: consent?.flowType ?? null,
    selected_fip_ids: consent?.fipIds ?? [],
    mobile_masked: consent === null ? null : maskMobile(consent.mobile),
    aa_handle: consent === null ? null : aaHandle(consent.mobile, consent.provider),
    discovered_account_count: discovered,
    linked_account_count: consent === null ? 0 : linkedByConsent(db, userId, consent.handle).length,
    resume_navlink: resumeNavlink(consent, hasLinked),
    updated_at: consent?.updatedAt ?? null,
  });
}
