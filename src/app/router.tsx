import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { PAYMENTS_MOUNTS } from '@/features/payments/mounts';
import { withWords } from '@/i18n/words';

import { NeedsData } from './data-layer';
import { AppLayout } from './layout/app-layout';
import { AREA_MOUNTS, areaOfPath } from './route-table';
import { Component as Home } from './routes/home';

/**
 * A route module exports its screen as `Component`; this turns it into a lazy chunk. The data
 * provider is mounted once by the layout (`DataLayer`); the screen waits for it to be there.
 */
function lazyRoute(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazy(() => load().then((m) => ({ default: m.Component })));
  return function LazyScreen() {
    return (
      <NeedsData>
        <Screen />
      </NeedsData>
    );
  };
}

/** Each area's chunk, by the area of the route table (route-table.ts). */
const AREA_CHUNKS: Record<keyof typeof AREA_MOUNTS, () => Promise<{ Component: ComponentType }>> = {
  savings: withWords('savings', () => import('@/features/savings/routes')),
  banks: withWords('banks', () => import('@/features/banks/routes')),
  capitalGains: withWords('capital-gains', () => import('@/features/capital-gains/routes')),
  equity: withWords('equity', () => import('@/features/equity/routes')),
  fundImport: withWords('fund-import', () => import('@/features/fund-import/routes')),
  mutualFunds: withWords('mutual-funds', () => import('@/features/mutual-funds/routes')),
  creditCards: withWords('credit-cards', () => import('@/features/credit-cards/routes')),
  instaCash: withWords('insta-cash', () => import('@/features/insta-cash/routes')),
  news: withWords('news', () => import('@/features/news/routes')),
  alerts: withWords('alerts', () => import('@/features/alerts/routes')),
  profile: withWords('profile', () => import('@/features/profile/routes')),
  linking: withWords('linking', () => import('@/features/linking/routes')),
  telemetryDebug: withWords('telemetry', () => import('@/telemetry/debug-view')),
};
const loadPayments = withWords('payments', () => import('@/features/payments/routes'));

/**
 * Starts downloading the chunk of the area `pathname` opens, before React has rendered anything.
 * Left to the router, an area's chunk is asked for only once the data layer's chunk has arrived
 * (`NeedsData`): two round trips one after the other on a slow network. `import()` hands the same
 * module to the lazy screen later.
 */
export function preloadAreaOf(pathname: string): void {
  const area = areaOfPath(pathname);
  const load = area === null ? null : area === 'payments' ? loadPayments : AREA_CHUNKS[area];
  // A failed download is retried by the lazy screen, which shows its own error.
  if (load !== null) void load().catch(() => undefined);
}

const NotFound = lazyRoute(() => import('./routes/not-found'));
const Payments = lazyRoute(loadPayments);
/** Each area's lazy screen (AREA_CHUNKS already makes an area left out fail to compile). */
const AREAS: Record<keyof typeof AREA_MOUNTS, ComponentType> = {
  savings: lazyRoute(AREA_CHUNKS.savings),
  banks: lazyRoute(AREA_CHUNKS.banks),
  capitalGains: lazyRoute(AREA_CHUNKS.capitalGains),
  equity: lazyRoute(AREA_CHUNKS.equity),
  fundImport: lazyRoute(AREA_CHUNKS.fundImport),
  mutualFunds: lazyRoute(AREA_CHUNKS.mutualFunds),
  creditCards: lazyRoute(AREA_CHUNKS.creditCards),
  instaCash: lazyRoute(AREA_CHUNKS.instaCash),
  news: lazyRoute(AREA_CHUNKS.news),
  alerts: lazyRoute(AREA_CHUNKS.alerts),
  profile: lazyRoute(AREA_CHUNKS.profile),
  linking: lazyRoute(AREA_CHUNKS.linking),
  telemetryDebug: lazyRoute(AREA_CHUNKS.telemetryDebug),
};
// Test-only screen for the native-bridge e2e tests: only in builds with VITE_TEST_HOOKS=true.
const NativeHarness =
  import.meta.env.VITE_TEST_HOOKS === 'true'
    ? lazyRoute(withWords('test-harness', () => import('@/app/test-harness/native-harness')))
    : null;

/**
 * Every area is its own lazy chunk (docs/product.md#performance-budgets); app/ is the only place that knows
 * them all. Home stays in the entry chunk: it is what most launches paint first. Declarative routing, not the
 * data router: the data router costs ~20 KB gzip more and we load data with TanStack Query anyway
 * (docs/decisions/0003-versions-and-budgets.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          {(Object.keys(AREA_MOUNTS) as (keyof typeof AREA_MOUNTS)[]).map((area) => {
            const Area = AREAS[area];
            const mount = AREA_MOUNTS[area];
            // An area with screens of its own routes below its mount; a single screen sits on it.
            return (
              <Route key={area} path={area === 'telemetryDebug' ? mount : `${mount}/*`} element={<Area />} />
            );
          })}
          {/* Money status pages (/payment/card/status, /disbursement/status, …): one area on several prefixes. */}
          {PAYMENTS_MOUNTS.map((mount) => (
            <Route key={mount} path={`${mount}/*`} element={<Payments />} />
          ))}
          {NativeHarness !== null && <Route path="__harness/native/*" element={<NativeHarness />} />}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
