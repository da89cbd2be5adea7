import { NEWS_FILTERS, type NewsCategory, type NewsFilter } from '@/api/schemas/stories';

/** The filter chips of docs/product.md#tabs-and-filters, in order, with the words the product uses. */
export const FILTER_LABELS: Record<NewsFilter, string> = {
  live: 'Live',
  all: 'All',
  indian_stocks: 'Indian Stocks',
  mutual_fund: 'Mutual Fund',
  us_stocks: 'US Stocks',
};

export const CATEGORY_LABELS: Record<NewsCategory, string> = {
  INDIAN_STOCKS: 'Indian stocks',
  MUTUAL_FUNDS: 'Mutual funds',
  US_STOCKS: 'US stocks',
};

/** A stored filter preference, if it names one of the filters. */
export function asNewsFilter(value: string | undefined): NewsFilter | null {
  return (NEWS_FILTERS as readonly string[]).includes(value ?? '') ? (value as NewsFilter) : null;
}

/** What an empty filter says. */
export function emptyFilterText(filter: NewsFilter): string {
  return filter === 'live'
    ? 'No live stories since the last trading session. Check All for the latest news.'
    : `No ${FILTER_LABELS[filter]} stories right now. Check back soon.`;
}
