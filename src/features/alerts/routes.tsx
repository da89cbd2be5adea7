import NotificationsActive from '@mui/icons-material/NotificationsActive';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Alerts area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Alerts"
      icon={<NotificationsActive fontSize="large" />}
      promise="Important and other alerts about your accounts will live here."
    />
  );
}
