import { useConsentUserDetails } from '@/storage/hooks/use-linking';

import { asJourney, type LinkingJourney } from './journey';

/** The stored journey: undefined while IndexedDB answers, null when there is none. */
export function useJourney(): LinkingJourney | null | undefined {
  const details = useConsentUserDetails();
  return details === undefined ? undefined : asJourney(details);
}
