import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { fixedIncomeExpensesQueryOptions } from '@/api/endpoints/aggregator-savings';
import { creditCardsQueryOptions } from '@/api/endpoints/credit-cards';
import { emiScheduleQueryOptions, instaCashSummaryQueryOptions } from '@/api/endpoints/insta-cash';
import { netWorthHistoryQueryOptions } from '@/api/endpoints/net-worth';
import { budgetsQueryOptions } from '@/api/endpoints/spending-plan';
import {
  consentsQueryOptions,
  insurancePoliciesQueryOptions,
  runningSipsQueryOptions,
} from '@/api/endpoints/wealth';
import { PERSIST_META } from '@/api/query-meta';
import { todayInIndia } from '@/components/time/today-in-india';
import type { Text } from '@/domain/text/message';
import { attentionItems } from '@/domain/wealth/attention';
import { dueTimeline } from '@/domain/wealth/due-timeline';
import { netWorth } from '@/domain/wealth/net-worth';
import { useFormat } from '@/i18n/use-format';
import { isSignedIn } from '@/session/auth-token';
import { useConsentUserDetails } from '@/storage/hooks/use-linking';

import { budgetsOf, cardBillsOf, consentsOf, overdueEmiOf, unfinishedLinkingOf } from './attention-input';
import { AttentionSection } from './attention-section';
import { cardDues, emiDues, premiumDues, recurringDues, sipDues } from './due-items';
import { DueSection } from './due-section';
import { LinkCall } from './link-call';
import { NetWorthCard } from './net-worth-card';
import { TrendCard } from './trend-card';
import { partValues, useWealthParts } from './use-wealth';

/**
 * Home's figures: the net worth and its parts, its 12-month trend, what needs attention and what
 * falls due. Rendered by app/routes/home.tsx as a lazy island inside the data provider; every
 * query is the customer's own (off without a token) and persisted for an offline reload.
 */
export function Dashboard() {
  const today = todayInIndia();
  const intl = useIntl();
  const { locale } = useFormat();
  const parts = useWealthParts();
  // Figures first: the rest waits until the four parts are in, so the greeting and the figure
  // are not queued behind the heavier lists on a slow connection (or a busy gateway).
  // Home renders this only with a token; the token check of the options is kept in `later`.
  const later = isSignedIn() && Object.values(parts).every((p) => p.state !== 'loading');
  const history = useQuery({ ...netWorthHistoryQueryOptions(), refetchOnMount: 'always' });
  const cards = useQuery(creditCardsQueryOptions());
  const summary = useQuery(instaCashSummaryQueryOptions());
  // The insta-cash screen reads the schedule fresh; home keeps its copy for an offline reload.
  const schedule = useQuery({ ...emiScheduleQueryOptions(null), meta: PERSIST_META, enabled: later });
  const consents = useQuery({ ...consentsQueryOptions(), enabled: later });
  const fixed = useQuery({ ...fixedIncomeExpensesQueryOptions(), meta: PERSIST_META, enabled: later });
  const policies = useQuery({ ...insurancePoliciesQueryOptions(), enabled: later });
  // The running SIPs, not the portfolio: home is not the place to read every fund transaction.
  const sips = useQuery({ ...runningSipsQueryOptions(), enabled: later });
  // Spending moves all the time and a restored copy may predate a budget just set: always stale,
  // so it is asked for once `later` lets it run (refetchOnMount alone misses a late enabling).
  const budgets = useQuery({ ...budgetsQueryOptions(), enabled: later, staleTime: 0 });
  const journey = useConsentUserDetails();

  const settled = Object.values(parts).every((p) => p.state === 'ok' || p.state === 'none');
  const total = settled ? (netWorth(partValues(parts))?.total ?? null) : null;

  // Each list is worked out again only when one of its own answers changes, and the sections are
  // memoised: an answer for one card draws that card, not the whole dashboard again.
  const attention = useMemo(
    () =>
      attentionItems(
        {
          today,
          overdueEmi: overdueEmiOf(summary.data, schedule.data),
          cardBills: cardBillsOf(cards.data),
          consents: consentsOf(consents.data?.consents),
          unfinishedLinking: unfinishedLinkingOf(journey),
          budgets: budgetsOf(budgets.data),
        },
        locale,
      ),
    [today, locale, summary.data, schedule.data, cards.data, consents.data, journey, budgets.data],
  );
  const weeks = useMemo(() => {
    const say = (text: Text) => intl.formatMessage(text, text.values);
    return dueTimeline(
      [
        ...emiDues(schedule.data),
        ...cardDues(cards.data, locale),
        ...sipDues(sips.data, today),
        ...recurringDues(fixed.data, summary.data, today, say, sips.data),
        ...premiumDues(policies.data),
      ],
      today,
      undefined,
      locale,
    );
  }, [intl, today, locale, schedule.data, cards.data, sips.data, fixed.data, summary.data, policies.data]);

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
    total,
    attention,
    attentionLoading: summary.isPending || cards.isPending || consents.isPending || schedule.isPending,
    weeks,
    dueLoading:
      schedule.isPending || cards.isPending || fixed.isPending || policies.isPending || sips.isPending,
  });

  const nothingLinked = Object.values(shown.parts).every((p) => p.state === 'none');
  if (nothingLinked) {
    return (
      <Box sx={{ mt: 2 }}>
        <LinkCall />
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
      <AttentionSection items={shown.attention} loading={shown.attentionLoading} />
      <DueSection weeks={shown.weeks} loading={shown.dueLoading} />
    </Box>
  );
}
