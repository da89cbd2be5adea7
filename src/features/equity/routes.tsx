import ShowChart from '@mui/icons-material/ShowChart';

import { AreaPending } from '@/components/feedback/area-pending';

/** The Equity area's route element (lazy-loaded by src/app/router.tsx). */
export function Component() {
  return (
    <AreaPending
      title="Equity"
      icon={<ShowChart fontSize="large" />}
      promise="Your holdings by broker, stock, market cap and sector, with top gainers and losers, will live here."
    />
  );
}
