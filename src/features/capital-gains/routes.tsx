import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes } from 'react-router-dom';

import { withLaterWords } from '@/i18n/words';

// The screen is a chunk of its own below this small one: the entry then lists only this chunk's
// few files to preload for the area, not the screen's (the entry's byte budget has no room). React's
// lazy and a plain status line, not lazyNamed and LazyPart: their module brings the list skeleton,
// which would then be split out of the chunk the Equity first screen shares with it. Its words
// are this area's later part, so they come with it.
const CapitalGainsScreen = lazy(() =>
  withLaterWords(() => import('./capital-gains-screen'))().then((module) => ({
    default: module.CapitalGainsScreen,
  })),
);

function Loading() {
  const intl = useIntl();
  return <p role="status">{intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' })}</p>;
}

/**
 * The capital-gains area (lazy-loaded by src/app/router.tsx under `/equity/capital-gains/*`): one
 * screen, the financial year in its `fy` query parameter (`?fy=2025-26`).
 */
export function Component() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <Suspense fallback={<Loading />}>
            <CapitalGainsScreen />
          </Suspense>
        }
      />
    </Routes>
  );
}
