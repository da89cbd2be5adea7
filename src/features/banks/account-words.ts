import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { accountTypeLabel, lastDigits } from '@/domain/spending/account-mask';
import { agoText } from '@/domain/spending/freshness';
import { useFormat } from '@/i18n/use-format';

/**
 * The Banks screens' words about an account that the shared spending rules give in English only:
 * its type, its number as a screen reader says it, and how fresh its balance is.
 */
export function useAccountWords() {
  const intl = useIntl();
  const format = useFormat();

  /** "Savings", "Current"; a type we have no word for is shown as the bank sent it. */
  const accountType = useCallback(
    (accType: string) => {
      switch (accType.toUpperCase()) {
        case 'SAVINGS':
          return intl.formatMessage({ id: 'banks.accountType.savings', defaultMessage: 'Savings' });
        case 'CURRENT':
          return intl.formatMessage({ id: 'banks.accountType.current', defaultMessage: 'Current' });
        case '':
          return intl.formatMessage({ id: 'banks.accountType.none', defaultMessage: 'Account' });
        default:
          return accountTypeLabel(accType);
      }
    },
    [intl],
  );

  /** "account ending 4 8 2 1" for screen readers, which read "••••" as nothing useful. */
  const spokenNumber = useCallback(
    (masked: string) => {
      const digits = lastDigits(masked);
      return digits === ''
        ? intl.formatMessage({ id: 'banks.account.spokenNone', defaultMessage: 'account' })
        : intl.formatMessage(
            { id: 'banks.account.spoken', defaultMessage: 'account ending {digits}' },
            { digits: digits.split('').join(' ') },
          );
    },
    [intl],
  );

  /**
   * "Updated 3 h ago", or "Not updated yet". English keeps the feed's short words ("3 h ago",
   * "yesterday", "on 12 Nov"); Hindi takes Intl's ("3 घंटे पहले").
   */
  const updated = useCallback(
    (iso: string | null, nowMs: number) => {
      const ago =
        format.locale === 'en-IN'
          ? agoText(iso, nowMs)
          : iso === null || Number.isNaN(Date.parse(iso))
            ? null
            : format.relative(iso, nowMs);
      return ago === null
        ? intl.formatMessage({ id: 'banks.freshness.never', defaultMessage: 'Not updated yet' })
        : intl.formatMessage({ id: 'banks.freshness.updated', defaultMessage: 'Updated {ago}' }, { ago });
    },
    [intl, format],
  );

  return { accountType, spokenNumber, updated };
}
