import Bolt from '@mui/icons-material/Bolt';

import { EmptyPanel } from '@/components/feedback/empty-panel';

/** What a customer without a credit line sees on every view. */
export function NoLine() {
  return (
    <EmptyPanel
      icon={<Bolt fontSize="large" />}
      title="No instant-cash line yet"
      message="Instant cash is a pre-approved credit line you can draw on anytime and repay in easy EMIs. When you become eligible, your limit shows up here."
    />
  );
}
