import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';

import type { LinkedAccount } from '@/api/schemas/tracking';
import { isDifferentBroker } from '@/domain/aa/broker';
import { fipById } from '@/domain/aa/fip-catalogue';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { GmailTracking } from './gmail-tracking';
import { TrackedScreen } from './tracked-screen';

function depository(account: LinkedAccount): string {
  const name = fipById(account.fip_id)?.name ?? account.fip_name;
  const short = /\((\w+)\)/.exec(name)?.[1] ?? name;
  return isDifferentBroker(account.broker_name) ? `${short} · other broker` : short;
}

/**
 * "Equity tracking" (docs/linking.md#screens): demat accounts tracked through the AA, and Gmail-based
 * tracking.
 */
export function EquityTrackingScreen() {
  return (
    <TrackedScreen
      pageName={LINKING_PAGE_NAMES.equityTracking}
      title="Tracked demat accounts"
      subtitle="Holdings from CDSL and NSDL through the account aggregator."
      query={{ service: 'track' }}
      linkFlow="equity"
      linkLabel="Link demat accounts"
      describe={depository}
      empty={{
        icon: <ShowChartOutlined />,
        title: 'No demat account tracked',
        message: 'Link your CDSL or NSDL demat accounts to see every holding across brokers.',
      }}
    >
      <GmailTracking />
    </TrackedScreen>
  );
}
