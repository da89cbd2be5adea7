import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { useIntl } from 'react-intl';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { AA_TRACKING_SUBTITLE, TrackedScreen } from './tracked-screen';

/**
 * "Card tracking" (docs/linking.md#credit-cards): the credit cards Kosh tracks through the account
 * aggregator, each revocable through the partner that linked it, like a bank account.
 */
export function CardTrackingScreen() {
  const intl = useIntl();
  return (
    <TrackedScreen
      // The analytics know one tracking page for bank-held accounts; cards are held at banks too.
      pageName={LINKING_PAGE_NAMES.bankTracking}
      title={intl.formatMessage({ id: 'linking.cardTracking.title', defaultMessage: 'Tracked credit cards' })}
      subtitle={intl.formatMessage(AA_TRACKING_SUBTITLE)}
      query={{ service: 'acc-agg', acc_type: 'ALL' }}
      filter={(account) => account.acc_type === 'CREDIT_CARD'}
      linkFlow="credit-cards"
      linkLabel={intl.formatMessage({ id: 'linking.cardTracking.link', defaultMessage: 'Link another card' })}
      empty={{
        icon: <CreditCardOutlined />,
        title: intl.formatMessage({
          id: 'linking.cardTracking.emptyTitle',
          defaultMessage: 'No credit card tracked',
        }),
        message: intl.formatMessage({
          id: 'linking.cardTracking.emptyMessage',
          defaultMessage: 'Link your credit cards to see statements, spends and bill due dates in one place.',
        }),
      }}
    />
  );
}
