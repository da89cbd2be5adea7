import { CasImportScreen } from './cas-import-screen';

/**
 * The mutual-fund CAS import (lazy-loaded by src/app/router.tsx at `/mutual-funds/import`): an area
 * of its own, not a screen of the funds area, so the funds' first screen carries neither its form
 * nor its words (docs/mutual-funds.md#a-mutual-fund-cas).
 */
export function Component() {
  return <CasImportScreen />;
}
