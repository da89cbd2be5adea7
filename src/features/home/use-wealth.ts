import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import { savingsL1ScreenQueryOptions } from '@/api/endpoints/aggregator-savings-l1';
import { brokerDetailsQueryOptions } from '@/api/endpoints/broker-details';
import { creditCardsQueryOptions } from '@/api/endpoints/credit-cards-list';
import { instaCashSummaryQueryOptions } from '@/api/endpoints/insta-cash-summary';
import { netWorthHistoryQueryOptions } from '@/api/endpoints/net-worth';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings-l1';
import type { CreditCards } from '@/api/schemas/credit-cards-list';
import type { InstaCashSummary } from '@/api/schemas/insta-cash-summary';
import type { NetWorthHistory } from '@/api/schemas/net-worth';
import type { BrokerDetails } from '@/api/schemas/stocks-widget-brokers';
import { paise, type Paise } from '@/domain/money/paise';
import type { WealthPart, WealthParts } from '@/domain/wealth/net-worth';

/** A part of the net worth as home knows it: loading, failed, nothing linked, or its figure. */
export type PartState =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'none' }
  | { state: 'ok'; value: Paise };

/**
 * One part's state, the same object until its query's answer, error or state changes: the cards
 * below it are memoised, and an answer for another part must not draw them again.
 */
function usePart<T>(query: UseQueryResult<T>, read: (data: T) => number | null): PartState {
  const { data, isError, error, refetch } = query;
  return useMemo((): PartState => {
    if (data !== undefined) {
      const value = read(data);
      return value === null ? { state: 'none' } : { state: 'ok', value: paise(value) };
    }
    if (isError) return { state: 'error', error, retry: () => void refetch() };
    return { state: 'loading' };
  }, [data, isError, error, refetch, read]);
}

// Each part's figure from its answer, null when nothing of that kind is linked.
const readBanks = (d: SavingsL1Screen) => (d.has_linked_accounts ? d.total_balance_paise : null);
const readStocks = (d: BrokerDetails) => (d.empty ? null : d.performance.current_value_paise);
const readFunds = (d: NetWorthHistory) => (d.linked.funds ? d.current.funds_paise : null);
const readCards = (d: CreditCards) => (d.is_empty ? null : d.total_used_paise);
const readInstaCash = (d: InstaCashSummary) => (d.eligible ? d.outstanding_principal_paise : null);

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
  const banks = usePart(useQuery({ ...savingsL1ScreenQueryOptions(), refetchOnMount: ALWAYS }), readBanks);
  const stocks = usePart(useQuery({ ...brokerDetailsQueryOptions(), refetchOnMount: ALWAYS }), readStocks);
  const cards = usePart(useQuery({ ...creditCardsQueryOptions(), refetchOnMount: ALWAYS }), readCards);
  const instaCash = usePart(
    useQuery({ ...instaCashSummaryQueryOptions(), refetchOnMount: ALWAYS }),
    readInstaCash,
  );
  const funds = usePart(useQuery({ ...netWorthHistoryQueryOptions(), refetchOnMount: ALWAYS }), readFunds);
  return useMemo(
    () => ({ banks, stocks, funds, cards, instaCash }),
    [banks, stocks, funds, cards, instaCash],
  );
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
