import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { TrackedScreen } from './tracked-screen';

/** "Bank tracking" (docs/linking.md#screens): the savings accounts Kosh tracks, each revocable. */
export function BankTrackingScreen() {
  return (
    <TrackedScreen
      pageName={LINKING_PAGE_NAMES.bankTracking}
      title="Tracked bank accounts"
      subtitle="Read-only access through the account aggregator. Stop any of them whenever you like."
      query={{ service: 'acc-agg', acc_type: 'SAVINGS' }}
      linkFlow="savings"
      linkLabel="Link another bank account"
      empty={{
        icon: <AccountBalanceOutlined />,
        title: 'No bank account tracked',
        message: 'Link your bank accounts to see balances, spends and money in/out in one place.',
      }}
    />
  );
}
