import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { LinkedAccount } from '@/api/schemas/tracking';
import { isDifferentBroker } from '@/domain/aa/broker';
import { fipById } from '@/domain/aa/fip-catalogue';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { dataTag } from '@/features/linking/ui/data-tag';

import { GmailTracking } from './gmail-tracking';
import { TrackedScreen } from './tracked-screen';

function depository(account: LinkedAccount): ReactNode {
  const name = fipById(account.fip_id)?.name ?? account.fip_name;
  const short = /\((\w+)\)/.exec(name)?.[1] ?? name;
  return isDifferentBroker(account.broker_name) ? (
    <FormattedMessage
      id="linking.equityTracking.otherBroker"
      defaultMessage="<data>{depository}</data> · other broker"
      values={{ depository: short, data: dataTag }}
    />
  ) : (
    <span translate="no">{short}</span>
  );
}

/**
 * "Equity tracking" (docs/linking.md#screens): demat accounts tracked through the AA, and Gmail-based
 * tracking.
 */
export function EquityTrackingScreen() {
  const intl = useIntl();
  return (
    <TrackedScreen
      pageName={LINKING_PAGE_NAMES.equityTracking}
      title={intl.formatMessage({
        id: 'linking.equityTracking.title',
        defaultMessage: 'Tracked demat accounts',
      })}
      subtitle={intl.formatMessage({
        id: 'linking.equityTracking.subtitle',
        defaultMessage: 'Holdings from CDSL and NSDL through the account aggregator.',
      })}
      query={{ service: 'track' }}
      linkFlow="equity"
      linkLabel={intl.formatMessage({
        id: 'linking.equityTracking.link',
        defaultMessage: 'Link demat accounts',
      })}
      describe={depository}
      empty={{
        icon: <ShowChartOutlined />,
        title: intl.formatMessage({
          id: 'linking.equityTracking.emptyTitle',
          defaultMessage: 'No demat account tracked',
        }),
        message: intl.formatMessage({
          id: 'linking.equityTracking.emptyMessage',
          defaultMessage: 'Link your CDSL or NSDL demat accounts to see every holding across brokers.',
        }),
      }}
    >
      <GmailTracking />
    </TrackedScreen>
  );
}
