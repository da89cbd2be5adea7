import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';

import { setRequestLanguage } from '@/api/request-language';
import { DEFAULT_LOCALE, type AppLocale } from '@/domain/text/locale';

import { loadCatalogue } from './load-catalogue';
import { announceLocale } from './locale-changes';
import { LocaleContext, type LocaleControl } from './locale-context';
import { type LocaleStart, startLocale } from './start-locale';

/** Missing Hindi ids are caught by `npm run i18n:check`; at run time English shows, quietly. */
function reportIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.warn(error);
}

/**
 * The language of everything below: react-intl's provider with the current catalogue, `<html lang>`
 * and the API's Accept-Language kept in step. Renders nothing for the few milliseconds it takes to
 * read the saved choice, so a Hindi reader never sees an English flash.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<LocaleStart | null>(null);

  useEffect(() => {
    let live = true;
    void startLocale().then((start) => {
      if (live) setCurrent((already) => already ?? start);
    });
    return () => {
      live = false;
    };
  }, []);

  const locale = current?.locale;
  useEffect(() => {
    if (locale !== undefined) document.documentElement.lang = locale;
  }, [locale]);

  const switchTo = useCallback(async (next: AppLocale) => {
    const messages = await loadCatalogue(next);
    setRequestLanguage(next);
    setCurrent({ locale: next, messages });
    announceLocale(next);
    // Dexie stays out of the entry chunk: the prefs repository comes with the data layer.
    const { setLanguage } = await import('@/storage/repositories/prefs');
    await setLanguage(next);
  }, []);

  const control = useMemo<LocaleControl>(
    () => ({ locale: locale ?? DEFAULT_LOCALE, switchTo }),
    [locale, switchTo],
  );

  if (current === null) return null;
  return (
    <LocaleContext.Provider value={control}>
      <IntlProvider
        locale={current.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={current.messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
