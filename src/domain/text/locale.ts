/**
 * The languages Kosh is written in, and how one is picked (docs/i18n.md). Pure: the caller passes
 * what it read from the prefs table, the host and the browser.
 */

/** English (India) and Hindi (India). Digits stay Latin and grouping Indian in both. */
export const APP_LOCALES = ['en-IN', 'hi-IN'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en-IN';

/**
 * The app locale a BCP 47 tag asks for, by its language subtag: `hi`, `hi-IN`, `hi_IN`, `HI` →
 * hi-IN; `en`, `en-GB`, `en-US` → en-IN; anything else (or not a string) → null.
 */
export function matchLocale(tag: unknown): AppLocale | null {
  if (typeof tag !== 'string') return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'hi') return 'hi-IN';
  if (language === 'en') return 'en-IN';
  return null;
}

/** Where the language can come from, first match wins. */
export type LocaleSources = {
  /** The customer's own choice, saved in the prefs table. */
  saved?: unknown;
  /** The native host's language (`window.KoshHost.language`), where a host sends one. */
  host?: unknown;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browser?: readonly unknown[];
};

/**
 * The locale to show: the saved choice, else the host's language, else the first browser language
 * Kosh speaks, else English (India). A source in a language Kosh lacks is skipped, not obeyed.
 */
export function pickLocale(sources: LocaleSources): AppLocale {
  return (
    matchLocale(sources.saved) ??
    matchLocale(sources.host) ??
    (sources.browser ?? []).map(matchLocale).find((locale) => locale !== null) ??
    DEFAULT_LOCALE
  );
}
