/**
 * The words on screen: the current language's messages, in the parts asked for so far
 * (load-catalogue.ts). The shell's part always; a feature's part once its screen is on its way
 * (`needWords`, from app/'s lazy routes), so the screen renders in Hindi from its first frame.
 * The locale provider renders from here and re-renders when a part arrives.
 */
import { DEFAULT_LOCALE, type AppLocale } from '@/domain/text/locale';

import { type Catalogue, loadCatalogue, SHELL_PART } from './load-catalogue';

const wanted = new Set<string>([SHELL_PART]);
let shown: { locale: AppLocale; messages: Catalogue } = { locale: DEFAULT_LOCALE, messages: {} };
/** The parts `shown.messages` holds. */
let shownParts = new Set<string>();
/** Settles to the language shown once the switch under way (the start-up one first) is done. */
let settling: Promise<AppLocale> | null = null;
const listeners = new Set<() => void>();

function show(locale: AppLocale, messages: Catalogue, parts: Set<string>): void {
  shown = { locale, messages };
  shownParts = parts;
  for (const listener of listeners) listener();
}

/**
 * Loads the words of `locale` (or of the language it settles to) for every part asked for so far,
 * and shows them. Rejects, showing nothing new, when they cannot be downloaded, so the caller can
 * stay in the language it had or fall back to English.
 */
export function showWordsOf(locale: AppLocale | Promise<AppLocale>): Promise<AppLocale> {
  const next = Promise.resolve(locale).then(async (settled) => {
    const parts = new Set(wanted);
    show(settled, await loadCatalogue(settled, parts), parts);
    return settled;
  });
  settling = next.catch(() => shown.locale);
  return next;
}

/**
 * Asks for the words of `part` (a feature's screen is on its way). Resolves once they show in the
 * current language; never rejects: a part that cannot be had shows in English.
 */
export async function needWords(part: string): Promise<void> {
  wanted.add(part);
  const locale = await (settling ?? Promise.resolve(shown.locale));
  if (locale === DEFAULT_LOCALE || (shown.locale === locale && shownParts.has(part))) return;
  try {
    const messages = await loadCatalogue(locale, [part]);
    // The language may have changed while this part downloaded: then that switch loaded it.
    if (shown.locale === locale)
      show(locale, { ...shown.messages, ...messages }, new Set([...shownParts, part]));
  } catch (error) {
    console.warn(`The ${part} words did not load; that screen shows in English`, error);
  }
}

export function shownWords(): { locale: AppLocale; messages: Catalogue } {
  return shown;
}

export function onWordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
