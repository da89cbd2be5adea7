import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';

import { ErrorBoundary } from './error-boundary';
import { UpdatePromptHost } from './pwa/update-prompt-host';
import { AppRouter } from './router';
import { createAppTheme } from './theme';

/** The root: theme (light/dark from the system), error boundary, router. The data layer is lazy. */
export function App() {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <UpdatePromptHost />
    </ThemeProvider>
  );
}
