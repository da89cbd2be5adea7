import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { useIntl } from 'react-intl';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { AA_TRACKING_SUBTITLE, TrackedScreen } from './tracked-screen';

/** "Bank tracking" (docs/linking.md#screens): the savings accounts Kosh tracks, each revocable. */
export function BankTrackingScreen() {
  const intl = useIntl();
  return (
    <TrackedScreen
      pageName={LINKING_PAGE_NAMES.bankTracking}
      title={intl.formatMessage({
        id: 'linking.bankTracking.title',
        defaultMessage: 'Tracked bank accounts',
      })}
      subtitle={intl.formatMessage(AA_TRACKING_SUBTITLE)}
      query={{ service: 'acc-agg', acc_type: 'SAVINGS' }}
      linkFlow="savings"
      linkLabel={intl.formatMessage({
        id: 'linking.bankTracking.link',
        defaultMessage: 'Link another bank account',
      })}
      empty={{
        icon: <AccountBalanceOutlined />,
        title: intl.formatMessage({
          id: 'linking.bankTracking.emptyTitle',
          defaultMessage: 'No bank account tracked',
        }),
        message: intl.formatMessage({
          id: 'linking.bankTracking.emptyMessage',
          defaultMessage: 'Link your bank accounts to see balances, spends and money in/out in one place.',
        }),
      }}
    />
  );
}
