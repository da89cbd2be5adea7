import { useIntl } from 'react-intl';

import { setAppIntl } from '@/i18n/app-intl';

/**
 * Hands the provider's `intl` to code outside the tree (`appIntl()`). Set while rendering, not in
 * an effect: it renders before its siblings, so the screens below word their failures and toasts
 * in the new language in the same pass. Assigning the same object again is harmless.
 */
export function AppIntlBridge() {
  setAppIntl(useIntl());
  return null;
}
