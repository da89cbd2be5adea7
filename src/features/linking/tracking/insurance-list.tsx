import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { TrackedScreen } from './tracked-screen';

/** "Insurance list" (docs/linking.md#screens): the policies linked through the account aggregator. */
export function InsuranceListScreen() {
  return (
    <TrackedScreen
      pageName={LINKING_PAGE_NAMES.insuranceList}
      title="Your insurance policies"
      subtitle="Cover, premiums and renewals of every linked policy."
      query={{ service: 'acc-agg', acc_type: 'ALL' }}
      filter={(account) => account.acc_type === 'INSURANCE_POLICIES'}
      linkFlow="insurance"
      linkLabel="Link insurance policies"
      empty={{
        icon: <HealthAndSafetyOutlined />,
        title: 'No policy linked yet',
        message: 'Link your life and health policies to see their cover and renewal dates here.',
      }}
    />
  );
}
