import { useIntl } from 'react-intl';

import { paise, type Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

/**
 * An amount as a screen reader should say it, in the app's language: the word "minus" instead of a
 * hyphen or U+2212 that voices read as "dash" or skip, the whole figure even when the screen
 * abbreviates it, and no ".00" to be spelled out: "minus ₹548", "₹12,34,567.89", "₹0".
 */
export function useSpokenInr(): (amount: Paise) => string {
  const intl = useIntl();
  const { inr } = useFormat();
  return (amount) => {
    if (!Number.isFinite(amount)) {
      return intl.formatMessage({ id: 'components.amount.notAvailable', defaultMessage: 'not available' });
    }
    const magnitude = inr(paise(Math.abs(amount))).replace(/\.00$/, '');
    return amount < 0 && magnitude !== '₹0'
      ? intl.formatMessage(
          { id: 'components.amount.minus', defaultMessage: 'minus {amount}' },
          { amount: magnitude },
        )
      : magnitude;
  };
}
