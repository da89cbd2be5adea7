import { IsRestoringProvider, QueryClientContext } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

import type * as DataLayerChunk from './data-provider';
import type { DataLayerState } from './data-provider';
import { ScreenLoading } from './navigation/screen-loading';

/**
 * The one data layer, started once above the route outlet so the cache is restored from storage once
 * per page, not again on every area switch. Its code (TanStack Query, the API client, zod, Dexie)
 * stays a lazy chunk: until it arrives the outlet renders without it, with `useDataReady()` false,
 * so home paints at once; screens that need data wait for it.
 *
 * The page keeps its place in the tree when the chunk arrives: the providers here are always
 * rendered (only their values change), where a provider from the chunk wrapping the page would
 * have been a new parent, and React would have unmounted the page and mounted it again under it
 * (every component and element of the first screen made twice, and its largest text painted anew).
 */
let dataLayerChunk: Promise<typeof DataLayerChunk> | null = null;
const loadDataLayer = () => (dataLayerChunk ??= import('./data-provider'));

/**
 * Starts downloading the data layer at boot (main.tsx), beside the area's chunk, instead of when the
 * layout first commits: the first screen's data waits for it. A failed download is asked for again
 * when the layout mounts.
 */
export function preloadDataLayer(): void {
  loadDataLayer().catch(() => {
    dataLayerChunk = null;
  });
}

const DataLayerParts = lazy(() => loadDataLayer().then((m) => ({ default: m.DataLayerParts })));

const DataReady = createContext(false);

/** Whether the data layer is mounted above this component (false while its chunk is on its way). */
export function useDataReady(): boolean {
  return useContext(DataReady);
}

export function DataLayer({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DataLayerState | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    loadDataLayer().then(
      ({ startDataLayer }) => {
        if (live) stop = startDataLayer(setState);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, []);
  // A chunk that did not arrive goes to the error boundary, which offers to load the page again.
  if (failure !== null) throw failure;
  return (
    <QueryClientContext.Provider value={state?.client}>
      <IsRestoringProvider value={state?.restoring ?? true}>
        <DataReady.Provider value={state !== null}>
          {state !== null && (
            <Suspense fallback={null}>
              <DataLayerParts />
            </Suspense>
          )}
          {/* Its own boundary: a screen's chunk loading below never unmounts the data layer. */}
          <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
        </DataReady.Provider>
      </IsRestoringProvider>
    </QueryClientContext.Provider>
  );
}

/** Renders `children` once the data layer is mounted, the screen loader until then. */
export function NeedsData({ children }: { children: ReactNode }) {
  return useDataReady() ? children : <ScreenLoading />;
}
