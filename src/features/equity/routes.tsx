import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import { BrokerScreen } from './broker/broker-screen';
import { EquityHome } from './equity-home';
import { EQUITY_SCREENS } from './screens';

// Few customers add a broker without the AA: its forms load when that screen opens, not with /equity.
const TrackScreen = lazy(() =>
  import('./track/track-screen').then((module) => ({ default: module.TrackScreen })),
);

/**
 * The Equity area (lazy-loaded by src/app/router.tsx under `/equity/*`): level 1 at `/equity`,
 * a broker's level 2 at `/equity/broker/{source}/{account_id}` (docs/product.md#query-keys, `source`,
 * `account_id` as path segments, the same shape as the stocks-widget paths of
 * docs/product.md#stocks-widget-service).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<EquityHome />} />
      <Route path={EQUITY_SCREENS.broker} element={<BrokerScreen />} />
      <Route
        path={EQUITY_SCREENS.track}
        element={
          <Suspense fallback={null}>
            <TrackScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<EquityHome />} />
    </Routes>
  );
}
