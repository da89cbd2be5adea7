import type { OnboardingCache } from '@/api/schemas/tracking';
import { defineText, type Text } from '@/domain/text/message';

import type { LinkingJourney } from './journey';
import { LINKING_PATHS } from './navigation';

export type ResumeTarget = { path: string; params: Record<string, string | null>; label: Text };

/**
 * Where an unfinished journey picks up: the step stored on this device, else the server's
 * onboarding cache (a new device, or storage cleared by the host). Null when nothing is pending.
 */
export function resumeTarget(
  journey: LinkingJourney | null,
  cache: OnboardingCache | null,
): ResumeTarget | null {
  if (journey !== null && journey.step !== 'final-status') {
    const banks = journey.bank_names.join(', ');
    const finish = defineText({
      id: 'linking.resume.finish',
      defaultMessage: 'Finish linking <data>{banks}</data>',
      values: { banks },
    });
    const handle = { consent_handle: journey.handle_id };
    switch (journey.step) {
      case 'finvu-otp':
        return { path: LINKING_PATHS.finvuOtp, params: handle, label: finish };
      case 'discovery':
        return { path: LINKING_PATHS.discovery, params: handle, label: finish };
      case 'bank-otp':
        return {
          path: LINKING_PATHS.bankOtp,
          params: { ...handle, fip_id: journey.fip_id },
          label: finish,
        };
      case 'consent':
        return {
          path: LINKING_PATHS.consent,
          params: handle,
          label: defineText({
            id: 'linking.resume.approve',
            defaultMessage: 'Approve your consent for <data>{banks}</data>',
            values: { banks },
          }),
        };
    }
  }
  if (
    cache?.has_journey === true &&
    cache.consent_status !== 'ACTIVE' &&
    cache.consent_status !== 'REJECTED' &&
    cache.consent_status !== 'REVOKED'
  ) {
    return {
      path: cache.resume_navlink,
      params: {},
      label: defineText({
        id: 'linking.resume.unfinished',
        defaultMessage: 'You have an unfinished linking request',
      }),
    };
  }
  return null;
}
