/**
 * The language of this page load, settled once before the first screen renders: the saved choice,
 * else the host's language, else the browser's (docs/i18n.md). Started from main.tsx so the prefs
 * read and the Hindi chunk download run alongside the rest of start-up.
 */
import { setRequestLanguage } from '@/api/request-language';
import { type AppLocale, DEFAULT_LOCALE, pickLocale } from '@/domain/text/locale';
import { readHostLanguage } from '@/native/host-language';
import { readSavedLanguage } from '@/storage/repositories/saved-language';

import { showWordsOf } from './words';

export type LocaleStart = { locale: AppLocale };

let started: Promise<LocaleStart> | null = null;

async function settle(): Promise<LocaleStart> {
  const start = await pick();
  // Before the first screen (and so before its first request) renders.
  setRequestLanguage(start.locale);
  return start;
}

async function pick(): Promise<LocaleStart> {
  const chosen = (async () => {
    const saved = await readSavedLanguage();
    const host = readHostLanguage(window as { KoshHost?: unknown });
    return pickLocale({ saved, host, browser: navigator.languages ?? [navigator.language] });
  })();
  try {
    // Handed over before it settles, so a screen asking for its words meanwhile waits for these.
    return { locale: await showWordsOf(chosen) };
  } catch (error) {
    // The Hindi chunk could not be had (offline before it was ever cached): English, not a blank page.
    console.warn('The language catalogue did not load; showing English', error);
    return { locale: await showWordsOf(DEFAULT_LOCALE) };
  }
}

/** The start-up language, read once per page. */
export function startLocale(): Promise<LocaleStart> {
  started ??= settle();
  return started;
}
