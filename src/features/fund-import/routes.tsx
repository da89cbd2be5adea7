import { lazy, Suspense } from 'react';

import { withLaterWords } from '@/i18n/words';

// The screen comes in a chunk of its own: the router's entry then lists only this small module's
// files to preload, not the form's, so no first screen pays for an area few customers open. Its
// words are this area's later part, so they come with it.
const CasImportScreen = lazy(() =>
  withLaterWords(() => import('./cas-import-screen'))().then((module) => ({
    default: module.CasImportScreen,
  })),
);

/**
 * The mutual-fund CAS import (lazy-loaded by src/app/router.tsx at `/mutual-funds/import`): an area
 * of its own, not a screen of the funds area, so the funds' first screen carries neither its form
 * nor its words (docs/mutual-funds.md#a-mutual-fund-cas).
 */
export function Component() {
  return (
    <Suspense fallback={null}>
      <CasImportScreen />
    </Suspense>
  );
}
