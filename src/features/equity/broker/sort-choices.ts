import type { HoldingsSortOption, RankBasisOption } from '@/domain/portfolio/equity-query';
import { defineText, type Text } from '@/domain/text/message';

/** The "Sort by" menu: value, or the product's ranking (top_gainers / top_losers) today or overall. */
export const SORT_CHOICES = [
  {
    id: 'value',
    label: defineText({ id: 'equity.sort.value', defaultMessage: 'Current value' }),
    sort: 'value',
    rankBy: 'day_change',
  },
  {
    id: 'gainers-today',
    label: defineText({ id: 'equity.sort.gainersToday', defaultMessage: 'Top gainers today' }),
    sort: 'top_gainers',
    rankBy: 'day_change',
  },
  {
    id: 'losers-today',
    label: defineText({ id: 'equity.sort.losersToday', defaultMessage: 'Top losers today' }),
    sort: 'top_losers',
    rankBy: 'day_change',
  },
  {
    id: 'gainers-overall',
    label: defineText({ id: 'equity.sort.gainersOverall', defaultMessage: 'Top gainers overall' }),
    sort: 'top_gainers',
    rankBy: 'overall_return',
  },
  {
    id: 'losers-overall',
    label: defineText({ id: 'equity.sort.losersOverall', defaultMessage: 'Top losers overall' }),
    sort: 'top_losers',
    rankBy: 'overall_return',
  },
] as const satisfies readonly {
  id: string;
  label: Text;
  sort: HoldingsSortOption;
  rankBy: RankBasisOption;
}[];

export type SortChoice = (typeof SORT_CHOICES)[number];

/** The menu entry for a sort and rank basis (`value` ignores the basis). */
export function sortChoiceOf(sort: HoldingsSortOption, rankBy: RankBasisOption): SortChoice {
  return (
    SORT_CHOICES.find((choice) => choice.sort === sort && (sort === 'value' || choice.rankBy === rankBy)) ??
    SORT_CHOICES[0]
  );
}
