import { NEWS_FILTERS, type NewsCategory, type NewsFilter } from '@/api/schemas/stories';
import { defineText, type Text } from '@/domain/text/message';

/** The filter chips of docs/product.md#tabs-and-filters, in order, with the words the product uses. */
export const FILTER_LABELS: Record<NewsFilter, Text> = {
  live: defineText({ id: 'news.filter.live', defaultMessage: 'Live' }),
  all: defineText({ id: 'news.filter.all', defaultMessage: 'All' }),
  indian_stocks: defineText({ id: 'news.filter.indianStocks', defaultMessage: 'Indian Stocks' }),
  mutual_fund: defineText({ id: 'news.filter.mutualFund', defaultMessage: 'Mutual Fund' }),
  us_stocks: defineText({ id: 'news.filter.usStocks', defaultMessage: 'US Stocks' }),
};

export const CATEGORY_LABELS: Record<NewsCategory, Text> = {
  INDIAN_STOCKS: defineText({ id: 'news.category.indianStocks', defaultMessage: 'Indian stocks' }),
  MUTUAL_FUNDS: defineText({ id: 'news.category.mutualFunds', defaultMessage: 'Mutual funds' }),
  US_STOCKS: defineText({ id: 'news.category.usStocks', defaultMessage: 'US stocks' }),
};

/** A stored filter preference, if it names one of the filters. */
export function asNewsFilter(value: string | undefined): NewsFilter | null {
  return (NEWS_FILTERS as readonly string[]).includes(value ?? '') ? (value as NewsFilter) : null;
}

/** What an empty filter says; `label` is the filter's name as the chip shows it. */
export function emptyFilterText(filter: NewsFilter, label: string): Text {
  return filter === 'live'
    ? defineText({
        id: 'news.empty.live',
        defaultMessage: 'No live stories since the last trading session. Check All for the latest news.',
      })
    : defineText({
        id: 'news.empty.filter',
        defaultMessage: 'No {filter} stories right now. Check back soon.',
        values: { filter: label },
      });
}
