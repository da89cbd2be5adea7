import CreditCard from '@mui/icons-material/CreditCard';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Credit cards area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Credit cards"
      icon={<CreditCard fontSize="large" />}
      promise="Your cards, statements, spend analytics and bill payments will live here."
    />
  );
}
