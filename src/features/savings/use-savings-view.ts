import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  decodeRangeChoice,
  encodeRangeChoice,
  rangeParams,
  readRangeChoice,
  type RangeChoice,
} from '@/domain/dates/periods';
import {
  oneOf,
  SAVINGS_PILLS,
  SAVINGS_TABS,
  SPENDING_GROUPINGS,
  type SavingsPill,
  type SpendingGroupingId,
} from '@/domain/spending/savings-view';
import { useSelectedPill } from '@/storage/hooks/use-prefs';
import { useStorageQuery } from '@/storage/hooks/use-storage-query';
import {
  getSelectedRange,
  setSelectedPill,
  setSelectedRange,
  setSelectedTab,
} from '@/storage/repositories/prefs';

import { SAVINGS_SCREEN } from './paths';

/** The stored choice has not been read yet. */
const LOADING = 'loading' as const;

/**
 * Sets (or, with null, removes) query parameters: in place by default, since views are not places
 * to go back to; with `push`, as a new history entry (a chosen period is: the back button undoes it).
 */
export function useSetParams(push = false): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: !push },
      );
    },
    [setParams, push],
  );
}

/**
 * The pill (docs/product.md#query-keys, `selected-pill`): the address, else the last chosen, else
 * Transactions.
 */
export function useSavingsPill(): [SavingsPill, (next: SavingsPill) => void] {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const stored = useSelectedPill(SAVINGS_SCREEN, 'transactions');
  const pill =
    oneOf(SAVINGS_PILLS, params.get('selected-pill')) ?? oneOf(SAVINGS_PILLS, stored) ?? 'transactions';
  const select = useCallback(
    (next: SavingsPill) => {
      void setSelectedPill(SAVINGS_SCREEN, next);
      setParams({ 'selected-pill': next });
    },
    [setParams],
  );
  return [pill, select];
}

/**
 * How Expense Analytics groups spending (docs/product.md#tabs-and-filters): the address's `grouping`, by
 * category unless told.
 */
export function useGrouping(): [SpendingGroupingId, (next: SpendingGroupingId) => void] {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const grouping = oneOf(SPENDING_GROUPINGS, params.get('grouping')) ?? 'category';
  const select = useCallback(
    (next: SpendingGroupingId) => setParams({ grouping: next === 'category' ? null : next }),
    [setParams],
  );
  return [grouping, select];
}

/** Remembers a tab chosen by a link rather than the tab bar (e.g. "See all transactions"). */
export function rememberTab(tab: (typeof SAVINGS_TABS)[number]): void {
  void setSelectedTab(SAVINGS_SCREEN, SAVINGS_TABS.indexOf(tab));
}

/** What the Insights period is: a range of days, or one month (`month_key`). */
export type SavingsPeriod =
  { kind: 'range'; choice: RangeChoice } | { kind: 'month'; monthKey: string | null };

/**
 * The Insights period (docs/product.md#date-ranges): the address's `range` (with `from`/`to` for a
 * custom one) or `month_key`, else the range last chosen on this device, else the month the screen
 * defaults to (`monthKey` null: the caller picks the newest). Choosing writes both.
 */
export function useSavingsPeriod(): [SavingsPeriod | null, (next: SavingsPeriod) => void] {
  const [params] = useSearchParams();
  const setParams = useSetParams(true);
  const stored = useStorageQuery(() => getSelectedRange(SAVINGS_SCREEN), [], LOADING);
  const fromUrl = readRangeChoice((name) => params.get(name));
  const month = params.get('month_key');
  const saved = stored === LOADING ? null : decodeRangeChoice(stored);
  // Null while the saved choice is read, so Insights never shows a month then jumps to a range.
  const period: SavingsPeriod | null =
    fromUrl !== null
      ? { kind: 'range', choice: fromUrl }
      : month !== null
        ? { kind: 'month', monthKey: month }
        : stored === LOADING
          ? null
          : saved === null
            ? { kind: 'month', monthKey: null }
            : { kind: 'range', choice: saved };
  const select = useCallback(
    (next: SavingsPeriod) => {
      if (next.kind === 'range') {
        void setSelectedRange(SAVINGS_SCREEN, encodeRangeChoice(next.choice));
        setParams({ ...rangeParams(next.choice), month_key: null });
      } else {
        void setSelectedRange(SAVINGS_SCREEN, '');
        setParams({ ...rangeParams(null), month_key: next.monthKey });
      }
    },
    [setParams],
  );
  return [period, select];
}

/** The period fields of an analytics request: one month, or a range of IST days. */
export type PeriodScope = { month_key: string } | { from: string; to: string };
