import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Savings area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Savings"
      icon={<AccountBalanceWallet fontSize="large" />}
      promise="Your account balances, every transaction and expense analytics by month, category and payment mode will live here."
    />
  );
}
