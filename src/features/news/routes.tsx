import Newspaper from '@mui/icons-material/Newspaper';

import { AreaPending } from '@/components/feedback/area-pending';

/** The News area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="News"
      icon={<Newspaper fontSize="large" />}
      promise="Live news on Indian stocks, mutual funds and US stocks will live here."
    />
  );
}
