import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';

import { setRequestLanguage } from '@/api/request-language';
import { DEFAULT_LOCALE, type AppLocale } from '@/domain/text/locale';

import { announceLocale } from './locale-changes';
import { LocaleContext, type LocaleControl } from './locale-context';
import { startLocale } from './start-locale';
import { onWordsChange, showWordsOf, shownWords } from './words';

/** Missing Hindi ids are caught by `npm run i18n:check`; at run time English shows, quietly. */
function reportIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn(error);
}

/**
 * The language of everything below: react-intl's provider with the words shown (words.ts: the
 * current language, in the parts asked for so far), `<html lang>` and the API's Accept-Language
 * kept in step. Renders nothing for the few milliseconds it takes to read the saved choice, so a
 * Hindi reader never sees an English flash.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  const words = useSyncExternalStore(onWordsChange, shownWords, shownWords);

  useEffect(() => {
    let live = true;
    void startLocale().then(() => {
      // The whole first screen renders from here: as a transition, React yields to the browser
      // every few milliseconds instead of holding the main thread for the entire tree.
      if (live) startTransition(() => setStarted(true));
    });
    return () => {
      live = false;
    };
  }, []);

  const locale = started ? words.locale : undefined;
  // In the commit that shows the words, before the browser paints them: a screen reader and the
  // font shaping never meet Hindi text under `lang="en-IN"` (a passive effect can run after paint,
  // and later still while a transition's render is in flight).
  useLayoutEffect(() => {
    if (locale !== undefined) document.documentElement.lang = locale;
  }, [locale]);

  const switchTo = useCallback(async (next: AppLocale) => {
    await showWordsOf(next);
    setRequestLanguage(next);
    announceLocale(next);
    // Dexie stays out of the entry chunk: the prefs repository comes with the data layer.
    const { setLanguage } = await import('@/storage/repositories/prefs');
    await setLanguage(next);
  }, []);

  const control = useMemo<LocaleControl>(
    () => ({ locale: locale ?? DEFAULT_LOCALE, switchTo }),
    [locale, switchTo],
  );

  if (!started) return null;
  return (
    <LocaleContext.Provider value={control}>
      <IntlProvider
        locale={words.locale}
        defaultLocale={DEFAULT_LOCALE}
        // All strings (tests, dev) or all parsed (a build): never mixed, which the type cannot say.
        messages={words.messages as Record<string, string>}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
