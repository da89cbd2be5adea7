/**
 * The messages of a language. English is written in the code as each message's default, so it
 * needs no catalogue; Hindi is its own chunk, downloaded only by those who read Hindi.
 */
import type { AppLocale } from '@/domain/text/locale';

export type Catalogue = Readonly<Record<string, string>>;

const EMPTY: Catalogue = {};

export async function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  if (locale === 'en-IN') return EMPTY;
  const module = await import('./catalogue/hi-IN.json');
  return module.default;
}
