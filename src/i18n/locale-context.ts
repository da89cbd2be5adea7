import { createContext, useContext } from 'react';

import type { AppLocale } from '@/domain/text/locale';

export type LocaleControl = {
  locale: AppLocale;
  /** Shows the app in `locale` at once (no reload) and saves it as the customer's choice. */
  switchTo: (locale: AppLocale) => Promise<void>;
};

export const LocaleContext = createContext<LocaleControl>({
  locale: 'en-IN',
  switchTo: () => Promise.resolve(),
});

/** The app's language and the way to change it. */
export function useLocale(): LocaleControl {
  return useContext(LocaleContext);
}
