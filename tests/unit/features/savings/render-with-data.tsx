import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

import { setAuthorization } from '@/api/auth-token';
import { createAppTheme } from '@/app/theme';

/** The address the screen is at, for assertions on its query. */
export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  return null;
}

/** Answers by path (no query); anything else answers 404 so a wrong call shows up as a failure. */
export function stubApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const body = answers[url.pathname];
    return Promise.resolve(
      new Response(JSON.stringify(body ?? { error: { message: 'not found' } }), {
        status: body === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A screen under `path` with a signed-in token, a fresh query cache and the app's theme. */
export function renderScreen(element: ReactNode, { at, path }: { at: string; path: string }) {
  setAuthorization('Bearer demo');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={createAppTheme('light')}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
