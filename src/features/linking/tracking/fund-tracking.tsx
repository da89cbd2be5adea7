import Savings from '@mui/icons-material/Savings';
import { useIntl } from 'react-intl';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { AA_TRACKING_SUBTITLE, TrackedScreen } from './tracked-screen';

/**
 * "Fund tracking" (docs/linking.md#mutual-funds): the folios Kosh tracks at the registrars, each
 * revocable through the partner that linked it, like a demat account; a revoked folio leaves the
 * mutual-funds area.
 */
export function FundTrackingScreen() {
  const intl = useIntl();
  return (
    <TrackedScreen
      // The analytics know one tracking page for holdings; folios are holdings as demat accounts are.
      pageName={LINKING_PAGE_NAMES.equityTracking}
      title={intl.formatMessage({ id: 'linking.fundTracking.title', defaultMessage: 'Tracked mutual funds' })}
      subtitle={intl.formatMessage(AA_TRACKING_SUBTITLE)}
      query={{ service: 'acc-agg', acc_type: 'ALL' }}
      filter={(account) => account.acc_type === 'MUTUAL_FUNDS'}
      linkFlow="mutual-funds"
      linkLabel={intl.formatMessage({
        id: 'linking.fundTracking.link',
        defaultMessage: 'Link more mutual funds',
      })}
      empty={{
        icon: <Savings />,
        title: intl.formatMessage({
          id: 'linking.fundTracking.emptyTitle',
          defaultMessage: 'No mutual fund tracked',
        }),
        message: intl.formatMessage({
          id: 'linking.fundTracking.emptyMessage',
          defaultMessage: 'Link your folios at CAMS and KFintech to see their value, gains and SIPs.',
        }),
      }}
    />
  );
}
