import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { TrackedScreen } from './tracked-screen';

/**
 * "Card tracking" (docs/linking.md#credit-cards): the credit cards Kosh tracks through the account
 * aggregator, each revocable through the partner that linked it, like a bank account.
 */
export function CardTrackingScreen() {
  return (
    <TrackedScreen
      // The analytics know one tracking page for bank-held accounts; cards are held at banks too.
      pageName={LINKING_PAGE_NAMES.bankTracking}
      title="Tracked credit cards"
      subtitle="Read-only access through the account aggregator. Stop any of them whenever you like."
      query={{ service: 'acc-agg', acc_type: 'ALL' }}
      filter={(account) => account.acc_type === 'CREDIT_CARD'}
      linkFlow="credit-cards"
      linkLabel="Link another card"
      empty={{
        icon: <CreditCardOutlined />,
        title: 'No credit card tracked',
        message: 'Link your credit cards to see statements, spends and bill due dates in one place.',
      }}
    />
  );
}
