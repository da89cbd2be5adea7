import { Route, Routes } from 'react-router-dom';

import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';

import { EquityHome } from './equity-home';
import { EQUITY_SCREENS } from './screens';

// The holdings are the first screen: a broker's screen, and the forms of adding a broker without
// the AA (few customers do), load when opened.
const BrokerScreen = lazyNamed(() => import('./broker/broker-screen'), 'BrokerScreen');
const TrackScreen = lazyNamed(() => import('./track/track-screen'), 'TrackScreen');

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
      <Route
        path={EQUITY_SCREENS.broker}
        element={
          <LazyPart>
            <BrokerScreen />
          </LazyPart>
        }
      />
      <Route
        path={EQUITY_SCREENS.track}
        element={
          <LazyPart>
            <TrackScreen />
          </LazyPart>
        }
      />
      <Route path="*" element={<EquityHome />} />
    </Routes>
  );
}
