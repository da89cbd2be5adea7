import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { getQueryClient } from '@/api/query-client';

/**
 * The data layer (TanStack Query, the API client, zod) is its own chunk: the shell paints and
 * answers taps before it arrives (DESIGN.md §10). Every data-using screen is wrapped in this
 * provider; they all share one QueryClient, so the cache is one.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
