import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';

import { netWorthHistoryQueryOptions } from '@/api/endpoints/net-worth';
import { netWorth } from '@/domain/wealth/net-worth';
import { withLaterWords } from '@/i18n/words';
import { isSignedIn } from '@/session/auth-token';

import { NetWorthCard } from './net-worth-card';
import { TrendCard } from './trend-card';
import { partValues, useWealthParts } from './use-wealth';

// What needs attention and what falls due (their queries, rules, buttons and the navlink executor)
// sit below the net worth and its trend, outside a phone's first screenful: a chunk of their own.
// The invitation to link shows only to a customer with nothing linked.
// (React.lazy with the later words, not `lazyNamed`, whose list-shaped fallback home does not use.)
const DuesAndAttention = lazy(
  withLaterWords(() => import('./dues-and-attention').then((m) => ({ default: m.DuesAndAttention }))),
);
const LinkCall = lazy(withLaterWords(() => import('./link-call').then((m) => ({ default: m.LinkCall }))));

/** The two lists' loading shapes: two headings, the due list's intro, 88 and 160 px blocks, a gap. */
const LISTS_LOADING_HEIGHT = 370;

/**
 * Home's figures: the net worth and its parts, its 12-month trend, what needs attention and what
 * falls due. Rendered by app/routes/home.tsx as a lazy island inside the data provider; every
 * query is the customer's own (off without a token) and persisted for an offline reload.
 */
export function Dashboard() {
  const parts = useWealthParts();
  // Figures first: the rest waits until the four parts are in, so the greeting and the figure
  // are not queued behind the heavier lists on a slow connection (or a busy gateway).
  // Home renders this only with a token; the token check of the options is kept in `later`.
  const later = isSignedIn() && Object.values(parts).every((p) => p.state !== 'loading');
  const history = useQuery({ ...netWorthHistoryQueryOptions(), refetchOnMount: 'always' });

  // The cards draw each answer one step behind, in a render React can interrupt: a query's answer
  // re-renders this component at once (TanStack Query's store updates cannot be transitions), but
  // with the figures it showed before, so the memoised cards below skip it; the cards then draw
  // the new figures in a deferred render that yields to the browser every few milliseconds instead
  // of holding the main thread for the whole card (docs/home.md).
  const shown = useDeferredValue({
    parts,
    lastMonthEnd: history.data?.points.at(-1) ?? null,
    history: history.data,
    historyPending: history.isPending,
    historyFailed: history.isError,
    total: Object.values(parts).every((p) => p.state === 'ok' || p.state === 'none')
      ? (netWorth(partValues(parts))?.total ?? null)
      : null,
  });

  const nothingLinked = Object.values(shown.parts).every((p) => p.state === 'none');
  if (nothingLinked) {
    return (
      <Box sx={{ mt: 2 }}>
        <Suspense fallback={null}>
          <LinkCall />
        </Suspense>
      </Box>
    );
  }

  const showTrend = shown.historyPending || shown.historyFailed || (shown.history?.points.length ?? 0) > 0;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <NetWorthCard parts={shown.parts} lastMonthEnd={shown.lastMonthEnd} />
      {showTrend && (
        <TrendCard
          history={shown.history}
          pending={shown.historyPending}
          failed={shown.historyFailed}
          netWorthNow={shown.total}
        />
      )}
      {/* Below the first screenful on a phone: its chunk comes as the figures render. */}
      <Suspense fallback={<Box aria-hidden sx={{ minHeight: LISTS_LOADING_HEIGHT }} />}>
        <DuesAndAttention later={later} />
      </Suspense>
    </Box>
  );
}
