import { Route, Routes } from 'react-router-dom';

import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';

import { InstaCashTabs } from './insta-cash-tabs';
import { OverviewView } from './overview/overview-view';
import { INSTA_CASH_SCREENS } from './paths';

// The overview is the first screen; the other views load when opened.
const ScheduleView = lazyNamed(() => import('./schedule/schedule-view'), 'ScheduleView');
const TransactionsView = lazyNamed(() => import('./transactions/transactions-view'), 'TransactionsView');
const WithdrawalsView = lazyNamed(() => import('./withdrawals/withdrawals-view'), 'WithdrawalsView');
const DrawView = lazyNamed(() => import('./draw/draw-view'), 'DrawView');

/**
 * Instant cash (docs/product.md#tabs-and-filters): the views insta-cash, emi-schedule and transactions as
 * tabs, plus get-insta-cash and withdrawals, each at its own path so the backend's navlinks
 * (`/insta-cash/emi-schedule`) open the right view.
 */
export function Component() {
  return (
    <Routes>
      <Route element={<InstaCashTabs />}>
        <Route index element={<OverviewView />} />
        <Route
          path={INSTA_CASH_SCREENS.schedule}
          element={
            <LazyPart>
              <ScheduleView />
            </LazyPart>
          }
        />
        <Route
          path={INSTA_CASH_SCREENS.transactions}
          element={
            <LazyPart>
              <TransactionsView />
            </LazyPart>
          }
        />
      </Route>
      <Route
        path={INSTA_CASH_SCREENS.withdrawals}
        element={
          <LazyPart>
            <WithdrawalsView />
          </LazyPart>
        }
      />
      <Route
        path={INSTA_CASH_SCREENS.draw}
        element={
          <LazyPart>
            <DrawView />
          </LazyPart>
        }
      />
      <Route path="*" element={<InstaCashTabs />}>
        <Route path="*" element={<OverviewView />} />
      </Route>
    </Routes>
  );
}
