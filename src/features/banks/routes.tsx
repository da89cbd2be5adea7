import AccountBalance from '@mui/icons-material/AccountBalance';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Banks area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Banks"
      icon={<AccountBalance fontSize="large" />}
      promise="Each linked bank account with its balance and analytics will live here."
    />
  );
}
