import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';

import { LocaleProvider } from '@/i18n/locale-provider';
import type { SessionStart } from '@/session/start-session';

import { AppIntlBridge } from './app-intl-bridge';
import { DevanagariFont, DevanagariWarmUp } from './devanagari-font';
import { ErrorBoundary } from './error-boundary';
import { UpdatePromptHost } from './pwa/update-prompt-host';
import { AppRouter } from './router';
import { SessionGate } from './session/session-gate';
import { createAppTheme } from './theme';

/**
 * The root: theme (light/dark from the system), language, error boundary, the session gate,
 * router. The data layer is lazy.
 */
export function App({ session = { kind: 'ready' } }: { session?: SessionStart }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <DevanagariFont />
      <LocaleProvider>
        <AppIntlBridge />
        <DevanagariWarmUp />
        <ErrorBoundary>
          <SessionGate start={session}>
            <AppRouter />
          </SessionGate>
        </ErrorBoundary>
        <UpdatePromptHost />
      </LocaleProvider>
    </ThemeProvider>
  );
}
