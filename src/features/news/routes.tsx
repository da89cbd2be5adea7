import Refresh from '@mui/icons-material/Refresh';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import { newsKeys } from '@/api/endpoints/stories';
import { NEWS_FILTERS, type NewsFilter } from '@/api/schemas/stories';
import { PageHeader } from '@/components/layout/page-header';
import { useSearchParam } from '@/components/navigation/use-search-param';
import { useNewsFilter } from '@/storage/hooks/use-prefs';
import { setNewsFilter } from '@/storage/repositories/prefs';

import { NewsFeed } from './news-feed';
import { asNewsFilter, FILTER_LABELS } from './news-text';

const DEFAULT_FILTER: NewsFilter = 'live';

/**
 * News (docs/product.md#tabs-and-filters): the live stock feed with its five filters. The filter lives in
 * `?filter=`; without one, the filter chosen last time (kept in prefs) opens.
 */
export function Component() {
  const intl = useIntl();
  const remembered = asNewsFilter(useNewsFilter(DEFAULT_FILTER)) ?? DEFAULT_FILTER;
  const [filter, setFilter] = useSearchParam<NewsFilter>('filter', NEWS_FILTERS, remembered);
  const queryClient = useQueryClient();
  const choose = (next: NewsFilter) => {
    setFilter(next);
    void setNewsFilter(next);
  };
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'news.title', defaultMessage: 'News' })}
        action={
          <IconButton
            aria-label={intl.formatMessage({ id: 'news.refresh', defaultMessage: 'Refresh news' })}
            onClick={() => void queryClient.refetchQueries({ queryKey: newsKeys.feed(filter) })}
          >
            <Refresh />
          </IconButton>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={intl.formatMessage({ id: 'news.filters', defaultMessage: 'Filter news' })}
        sx={{ overflowX: 'auto', mx: -2, px: 2, pb: 1, mb: 1, scrollbarWidth: 'none' }}
      >
        {NEWS_FILTERS.map((id) => (
          <Chip
            key={id}
            label={intl.formatMessage(FILTER_LABELS[id])}
            onClick={() => choose(id)}
            aria-pressed={filter === id}
            color={filter === id ? 'primary' : 'default'}
            variant={filter === id ? 'filled' : 'outlined'}
            sx={{ flexShrink: 0 }}
            icon={id === 'live' ? <LiveDot /> : undefined}
          />
        ))}
      </Stack>
      <NewsFeed key={filter} filter={filter} onShowAll={() => choose('all')} />
    </>
  );
}

/** The red "on air" dot of the Live chip. */
function LiveDot() {
  return (
    <span
      aria-hidden
      style={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: '#e53935',
        display: 'inline-block',
        marginLeft: 10,
      }}
    />
  );
}
