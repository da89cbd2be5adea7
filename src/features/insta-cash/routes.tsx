import Bolt from '@mui/icons-material/Bolt';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Instant cash area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Instant cash"
      icon={<Bolt fontSize="large" />}
      promise="Your credit line, withdrawals, EMI schedule and repayments will live here."
    />
  );
}
