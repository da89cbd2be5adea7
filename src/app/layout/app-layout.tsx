import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';

import { DataLayer } from '@/app/data-layer';
import { ErrorBoundary } from '@/app/error-boundary';
import { ScreenLoading } from '@/app/navigation/screen-loading';
import { useFocusHeadingOnNavigation } from '@/app/navigation/use-focus-heading';
import { ToastBanner } from '@/app/toast/toast-banner';
import {
  CONTENT_MAX_WIDTH_REM,
  HEADER_PADDING_TOP_DEFAULT_PX,
  HEADER_PADDING_TOP_IOS_PX,
  WIDE_SCREEN_MIN_PX,
} from '@/config/constants';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { stripClientSuffix } from '@/domain/navigation/internal-navigation';
import { shellPartsFor } from '@/domain/navigation/shell-parts';
import { currentPlatform } from '@/native/platform';

import { OfflineBanner } from './offline-banner';
import { useScrollToTop } from './use-scroll-to-top';

// The site bar shows on a handful of provider paths only (docs/product.md#app-shell), so it never weighs on
// the rest.
const SiteBar = lazy(() => import('./site-bar').then((m) => ({ default: m.SiteBar })));
// Below every screen's content: loaded after the screen, never part of the entry chunk.
const SignOut = lazy(() => import('./sign-out').then((m) => ({ default: m.SignOut })));
// Likewise the regulatory footer, shown on a few pages, on wide screens only.
const AdvisoryDisclaimer = lazy(() =>
  import('./advisory-disclaimer').then((m) => ({ default: m.AdvisoryDisclaimer })),
);

/**
 * The app shell: which parts a path gets is decided by the pure `shellPartsFor` rule; this component
 * only lays them out. Content is capped at ~5xl on wide screens; the top padding follows the host.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width:${WIDE_SCREEN_MIN_PX}px)`, { noSsr: true });
  const parts = shellPartsFor(pathname, { wide });
  useScrollToTop(pathname);
  // `/client` is the same screen (internal navigation shows the path without it): not a new screen.
  const screenPath = stripClientSuffix(pathname);
  useFocusHeadingOnNavigation(screenPath);
  const paddingTop = currentPlatform() === 'ios' ? HEADER_PADDING_TOP_IOS_PX : HEADER_PADDING_TOP_DEFAULT_PX;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: parts.siteBar && wide ? 'row' : 'column', minHeight: '100dvh' }}
    >
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.layout.skipLink" defaultMessage="Skip to content" />
      </a>
      {parts.siteBar && (
        <Suspense fallback={null}>
          <SiteBar wide={wide} />
        </Suspense>
      )}
      <Box
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        data-widgets={parts.widgets ?? undefined}
      >
        <OfflineBanner />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            // At least a screen tall: what follows (Log out, the disclaimer) starts below the fold,
            // so a screen's content arriving never moves it inside the viewport (CLS).
            minHeight: '100dvh',
            width: '100%',
            maxWidth: `${CONTENT_MAX_WIDTH_REM}rem`,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            pt: `${paddingTop}px`,
            pb: 4,
            outline: 'none',
          }}
        >
          {/* One data provider for every screen, outside the per-path boundary so it stays mounted. */}
          <DataLayer>
            {/* Keyed by screen: an error on one screen clears when the customer navigates away. */}
            <ErrorBoundary key={screenPath}>
              <Suspense fallback={<ScreenLoading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </DataLayer>
        </Box>
        {/* The profile has its own Log out, in its content. */}
        {screenPath !== APP_PATHS.profile && (
          <Suspense fallback={null}>
            <SignOut />
          </Suspense>
        )}
        {parts.advisoryDisclaimer && (
          <Suspense fallback={null}>
            <AdvisoryDisclaimer />
          </Suspense>
        )}
      </Box>
      <ToastBanner />
    </Box>
  );
}
