import type { ReactElement } from 'react';

import { renderWithProviders } from '../../../support/render';

/** Renders an Equity component with the providers a screen has: theme, router, a fresh data cache. */
export function renderEquity(ui: ReactElement, { path = '/equity' }: { path?: string } = {}) {
  return renderWithProviders(ui, path);
}
