import type { ReactElement } from 'react';

import { renderWithProviders } from '../../fixtures/render-with-providers';

/** Renders an Equity component with the providers a screen has: theme, router, a fresh data cache. */
export function renderEquity(ui: ReactElement, { path = '/equity' }: { path?: string } = {}) {
  return renderWithProviders(ui, path);
}
