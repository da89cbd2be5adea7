import { Route, Routes } from 'react-router-dom';

import { DrawView } from './draw/draw-view';
import { InstaCashTabs } from './insta-cash-tabs';
import { OverviewView } from './overview/overview-view';
import { INSTA_CASH_SCREENS } from './paths';
import { ScheduleView } from './schedule/schedule-view';
import { TransactionsView } from './transactions/transactions-view';
import { WithdrawalsView } from './withdrawals/withdrawals-view';

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
        <Route path={INSTA_CASH_SCREENS.schedule} element={<ScheduleView />} />
        <Route path={INSTA_CASH_SCREENS.transactions} element={<TransactionsView />} />
      </Route>
      <Route path={INSTA_CASH_SCREENS.withdrawals} element={<WithdrawalsView />} />
      <Route path={INSTA_CASH_SCREENS.draw} element={<DrawView />} />
      <Route path="*" element={<InstaCashTabs />}>
        <Route path="*" element={<OverviewView />} />
      </Route>
    </Routes>
  );
}
