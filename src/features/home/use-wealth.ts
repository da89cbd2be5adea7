import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { savingsL1ScreenQueryOptions } from '@/api/endpoints/aggregator-savings';
import { creditCardsQueryOptions } from '@/api/endpoints/credit-cards';
import { instaCashSummaryQueryOptions } from '@/api/endpoints/insta-cash';
import { brokerDetailsQueryOptions } from '@/api/endpoints/stocks-widget';
import { netWorthHistoryQueryOptions } from '@/api/endpoints/wealth';
import { paise, type Paise } from '@/domain/money/paise';
import type { WealthPart, WealthParts } from '@/domain/wealth/net-worth';

/** A part of the net worth as home knows it: loading, failed, nothing linked, or its figure. */
export type PartState =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'none' }
  | { state: 'ok'; value: Paise };

function partOf<T>(query: UseQueryResult<T>, read: (data: T) => number | null): PartState {
  if (query.data !== undefined) {
    const value = read(query.data);
    return value === null ? { state: 'none' } : { state: 'ok', value: paise(value) };
  }
  if (query.isError) return { state: 'error', error: query.error, retry: () => void query.refetch() };
  return { state: 'loading' };
}

/**
 * Home asks again every time it opens, over what the persisted cache paints: a reload after linking
 * elsewhere (or a payment in another tab) must not keep showing the old figure for minutes.
 */
const ALWAYS = 'always' as const;

/**
 * The parts of the net worth, read through the very queries the areas' screens use (same keys,
 * same endpoints, same fields), so home agrees with them to the paisa and refreshes when a payment
 * invalidates `['credit-cards']`, `['insta-cash']`, `['savings']` or `['equity']`. Mutual funds
 * are the exception: their area reads every transaction, too much for home, so their value comes
 * with the net-worth history, which the gateway works out the way the funds area does.
 */
export function useWealthParts(): Record<WealthPart, PartState> {
  const banks = useQuery({ ...savingsL1ScreenQueryOptions(), refetchOnMount: ALWAYS });
  const stocks = useQuery({ ...brokerDetailsQueryOptions(), refetchOnMount: ALWAYS });
  const cards = useQuery({ ...creditCardsQueryOptions(), refetchOnMount: ALWAYS });
  const instaCash = useQuery({ ...instaCashSummaryQueryOptions(), refetchOnMount: ALWAYS });
  const history = useQuery({ ...netWorthHistoryQueryOptions(), refetchOnMount: ALWAYS });
  return {
    banks: partOf(banks, (d) => (d.has_linked_accounts ? d.total_balance_paise : null)),
    stocks: partOf(stocks, (d) => (d.empty ? null : d.performance.current_value_paise)),
    funds: partOf(history, (d) => (d.linked.funds ? d.current.funds_paise : null)),
    cards: partOf(cards, (d) => (d.is_empty ? null : d.total_used_paise)),
    instaCash: partOf(instaCash, (d) => (d.eligible ? d.outstanding_principal_paise : null)),
  };
}

/** Each part's figure, null for one not linked or not known yet: what `netWorth` adds up. */
export function partValues(parts: Record<WealthPart, PartState>): WealthParts {
  const value = (part: PartState) => (part.state === 'ok' ? part.value : null);
  return {
    banks: value(parts.banks),
    stocks: value(parts.stocks),
    funds: value(parts.funds),
    cards: value(parts.cards),
    instaCash: value(parts.instaCash),
  };
}
