import { Route, Routes } from 'react-router-dom';

import { CapitalGainsScreen } from './capital-gains-screen';

/**
 * The capital-gains area (lazy-loaded by src/app/router.tsx under `/equity/capital-gains/*`): one
 * screen, the financial year in its `fy` query parameter (`?fy=2025-26`).
 */
export function Component() {
  return (
    <Routes>
      <Route path="*" element={<CapitalGainsScreen />} />
    </Routes>
  );
}
