import type { IntlShape } from 'react-intl';

import { accountLabel, holdingKindOf, type SelectableAccount } from '@/domain/aa/account-selection';
import { lastFourDigits, maskedCardNumber } from '@/domain/aa/discovered-accounts';

/**
 * `accountLabel` in the app's language: "Savings ••4821" / "बचत ••4821". The kind is worded here; an
 * account type Kosh has no word for stays as the bank sent it.
 */
export function accountLabelIn(
  intl: IntlShape,
  account: Pick<SelectableAccount, 'FIType' | 'accType' | 'maskedAccNumber'>,
): string {
  if (account.FIType === 'CREDIT_CARD') {
    return intl.formatMessage(
      { id: 'linking.account.card', defaultMessage: 'Credit card {number}' },
      { number: maskedCardNumber(account.maskedAccNumber) },
    );
  }
  const kind = holdingKindOf(account.FIType) ?? account.accType.toUpperCase();
  if (!['demat', 'funds', 'policy', 'SAVINGS', 'CURRENT'].includes(kind)) return accountLabel(account);
  const lastFour = lastFourDigits(account.maskedAccNumber);
  return intl.formatMessage(
    {
      id: 'linking.account.label',
      defaultMessage:
        '{kind, select, demat {Demat} funds {Mutual funds} policy {Policy} SAVINGS {Savings} other {Current}}{lastFour, select, none {} other { ••{lastFour}}}',
    },
    { kind, lastFour: lastFour === '' ? 'none' : lastFour },
  );
}
