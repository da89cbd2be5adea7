import { useConsentUserDetails } from '@/storage/hooks/use-linking';

import { asJourney, type LinkingJourney } from './journey';

/** The stored journey: undefined while IndexedDB answers, null when there is none. */
export function useJourney(): LinkingJourney | null | undefined {
  const details = useConsentUserDetails();
  return details === undefined ? undefined : asJourney(details);
}

/**
 * The stored journey when it is the one this step was opened for (`handle` from the URL), else
 * null: a step opened for another handle, or none, belongs to a journey that has ended or been
 * replaced.
 */
export function journeyFor(
  journey: LinkingJourney | null | undefined,
  handle: string | null,
): LinkingJourney | null {
  return journey !== undefined && journey !== null && journey.handle_id === handle ? journey : null;
}
