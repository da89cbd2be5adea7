import Bolt from '@mui/icons-material/Bolt';
import { useIntl } from 'react-intl';

import { EmptyPanel } from '@/components/feedback/empty-panel';

/** What a customer without a credit line sees on every view. */
export function NoLine() {
  const intl = useIntl();
  return (
    <EmptyPanel
      icon={<Bolt fontSize="large" />}
      title={intl.formatMessage({ id: 'instaCash.noLine.title', defaultMessage: 'No instant-cash line yet' })}
      message={intl.formatMessage({
        id: 'instaCash.noLine.message',
        defaultMessage:
          'Instant cash is a pre-approved credit line you can draw on anytime and repay in easy EMIs. When you become eligible, your limit shows up here.',
      })}
    />
  );
}
