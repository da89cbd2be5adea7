import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { PAYMENTS_MOUNTS } from '@/features/payments/paths';

import { NeedsData } from './data-layer';
import { AppLayout } from './layout/app-layout';
import { AREA_MOUNTS } from './route-table';
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

const Savings = lazyRoute(() => import('@/features/savings/routes'));
const Banks = lazyRoute(() => import('@/features/banks/routes'));
const Equity = lazyRoute(() => import('@/features/equity/routes'));
const CreditCards = lazyRoute(() => import('@/features/credit-cards/routes'));
const InstaCash = lazyRoute(() => import('@/features/insta-cash/routes'));
const News = lazyRoute(() => import('@/features/news/routes'));
const Alerts = lazyRoute(() => import('@/features/alerts/routes'));
const Profile = lazyRoute(() => import('@/features/profile/routes'));
const Linking = lazyRoute(() => import('@/features/linking/routes'));
const Payments = lazyRoute(() => import('@/features/payments/routes'));
const NotFound = lazyRoute(() => import('./routes/not-found'));
const TelemetryDebug = lazyRoute(() => import('@/telemetry/debug-view'));
/** Each area of the route table (route-table.ts) and its lazy screen: an area left out does not compile. */
const AREAS: Record<keyof typeof AREA_MOUNTS, ComponentType> = {
  savings: Savings,
  banks: Banks,
  equity: Equity,
  creditCards: CreditCards,
  instaCash: InstaCash,
  news: News,
  alerts: Alerts,
  profile: Profile,
  linking: Linking,
  telemetryDebug: TelemetryDebug,
};
// Test-only screen for the native-bridge e2e tests: only in builds with VITE_TEST_HOOKS=true.
const NativeHarness =
  import.meta.env.VITE_TEST_HOOKS === 'true'
    ? lazyRoute(() => import('@/app/test-harness/native-harness'))
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
