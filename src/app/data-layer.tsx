import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

import { ScreenLoading } from './navigation/screen-loading';

/**
 * The one persisted query provider, mounted once above the route outlet so the cache is restored
 * from storage once per page, not again on every area switch. The provider's code (TanStack Query,
 * the API client, zod, Dexie) stays a lazy chunk: until it arrives the outlet renders without it,
 * with `useDataReady()` false, so home paints at once; screens that need data wait for it.
 */
const DataProvider = lazy(() => import('./data-provider').then((m) => ({ default: m.DataProvider })));

const DataReady = createContext(false);

/** Whether the data layer is mounted above this component (false while its chunk is on its way). */
export function useDataReady(): boolean {
  return useContext(DataReady);
}

export function DataLayer({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <DataProvider>
        <DataReady.Provider value>
          {/* Its own boundary: a screen's chunk loading below never unmounts the provider. */}
          <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
        </DataReady.Provider>
      </DataProvider>
    </Suspense>
  );
}

/** Renders `children` once the data layer is mounted, the screen loader until then. */
export function NeedsData({ children }: { children: ReactNode }) {
  return useDataReady() ? children : <ScreenLoading />;
}
