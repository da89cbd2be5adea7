import { Route, Routes } from 'react-router-dom';

import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';

import { FundsScreen } from './funds-screen';
import { MUTUAL_FUNDS_SCREENS } from './paths';

// A fund's page, with its NAV chart, loads when opened: the area's first screen does not carry it.
const FundScreen = lazyNamed(() => import('./fund-screen'), 'FundScreen');

/**
 * The mutual-funds area (lazy-loaded by src/app/router.tsx under `/mutual-funds/*`): the portfolio
 * at `/mutual-funds`, a scheme's page at `/mutual-funds/fund/{isin}`.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<FundsScreen />} />
      <Route
        path={MUTUAL_FUNDS_SCREENS.fund}
        element={
          <LazyPart>
            <FundScreen />
          </LazyPart>
        }
      />
      <Route path="*" element={<FundsScreen />} />
    </Routes>
  );
}
