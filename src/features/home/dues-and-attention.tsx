import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { fixedIncomeExpensesQueryOptions } from '@/api/endpoints/aggregator-savings';
import { creditCardsQueryOptions } from '@/api/endpoints/credit-cards-list';
import { emiScheduleQueryOptions, instaCashSummaryQueryOptions } from '@/api/endpoints/insta-cash';
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
import { useFormat } from '@/i18n/use-format';
import { useConsentUserDetails } from '@/storage/hooks/use-linking';

import { budgetsOf, cardBillsOf, consentsOf, overdueEmiOf, unfinishedLinkingOf } from './attention-input';
import { AttentionSection } from './attention-section';
import { cardDues, emiDues, premiumDues, recurringDues, sipDues } from './due-items';
import { DueSection } from './due-section';

/**
 * Home's two lists: what needs attention, most urgent first, and what falls due in the next weeks.
 * Their heavier reads wait for `later` (the net worth's parts are in), so the figures are not
 * queued behind them; every read is persisted for an offline reload.
 */
export function DuesAndAttention({ later }: { later: boolean }) {
  const today = todayInIndia();
  const intl = useIntl();
  const { locale } = useFormat();
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

  // Each list is worked out again only when one of its own answers changes, and the sections are
  // memoised: an answer for one list draws that list, not both.
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

  // Drawn one step behind, in renders React can interrupt, as the dashboard's cards are.
  const shown = useDeferredValue({
    attention,
    attentionLoading: summary.isPending || cards.isPending || consents.isPending || schedule.isPending,
    weeks,
    dueLoading:
      schedule.isPending || cards.isPending || fixed.isPending || policies.isPending || sips.isPending,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AttentionSection items={shown.attention} loading={shown.attentionLoading} />
      <DueSection weeks={shown.weeks} loading={shown.dueLoading} />
    </Box>
  );
}
