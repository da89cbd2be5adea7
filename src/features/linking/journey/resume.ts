import type { OnboardingCache } from '@/api/schemas/tracking';

import type { LinkingJourney } from './journey';
import { LINKING_PATHS } from './navigation';

export type ResumeTarget = { path: string; params: Record<string, string | null>; label: string };

/**
 * Where an unfinished journey picks up: the step stored on this device, else the server's
 * onboarding cache (a new device, or storage cleared by the host). Null when nothing is pending.
 */
export function resumeTarget(
  journey: LinkingJourney | null,
  cache: OnboardingCache | null,
): ResumeTarget | null {
  if (journey !== null && journey.step !== 'final-status') {
    const at = journey.bank_names.join(', ');
    const handle = { consent_handle: journey.handle_id };
    switch (journey.step) {
      case 'finvu-otp':
        return { path: LINKING_PATHS.finvuOtp, params: handle, label: `Finish linking ${at}` };
      case 'discovery':
        return { path: LINKING_PATHS.discovery, params: handle, label: `Finish linking ${at}` };
      case 'bank-otp':
        return {
          path: LINKING_PATHS.bankOtp,
          params: { ...handle, fip_id: journey.fip_id },
          label: `Finish linking ${at}`,
        };
      case 'consent':
        return { path: LINKING_PATHS.consent, params: handle, label: `Approve your consent for ${at}` };
    }
  }
  if (
    cache?.has_journey === true &&
    cache.consent_status !== 'ACTIVE' &&
    cache.consent_status !== 'REJECTED' &&
    cache.consent_status !== 'REVOKED'
  ) {
    return { path: cache.resume_navlink, params: {}, label: 'You have an unfinished linking request' };
  }
  return null;
}
