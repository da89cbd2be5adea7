import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

import { DEFAULT_LOCALE } from '@/domain/text/locale';

/**
 * The app's current language for code that runs outside React's tree: a toast raised from an
 * event handler or a bridge adapter (`requireNetwork`, a refused link), a failure worded by
 * `errorTextOf` for a caller that has no `intl` at hand. `AppIntlBridge` (src/app) keeps it in
 * step with the provider; before that, and in unit tests without it, it speaks English. That
 * English one is made on first use: the first `Intl` call starts ICU (about 130 ms on a mid-range
 * phone), which does not belong in the entry's evaluation.
 */
let current: IntlShape | undefined;

export function appIntl(): IntlShape {
  current ??= createIntl(
    { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, onError: () => {} },
    createIntlCache(),
  );
  return current;
}

export function setAppIntl(intl: IntlShape): void {
  current = intl;
}
