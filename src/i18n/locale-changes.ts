/**
 * Who needs to know the language changed, outside React's tree: the API client (its
 * Accept-Language) and the data layer (texts the gateway wrote in the old language are refetched).
 */
import type { AppLocale } from '@/domain/text/locale';

type Listener = (locale: AppLocale) => void;

const listeners = new Set<Listener>();

export function onLocaleChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called when the customer switches language (not when the start-up language settles). */
export function announceLocale(locale: AppLocale): void {
  for (const listener of listeners) listener(locale);
}
