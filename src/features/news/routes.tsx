import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
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
          // Buttons shaped as chips, pressed or not: MUI's Chip (2.7 KB gzip) was the largest part of
          // this first screen that Button, already loaded by the shell, can draw as well.
          <Button
            key={id}
            size="small"
            onClick={() => choose(id)}
            aria-pressed={filter === id}
            variant={filter === id ? 'contained' : 'outlined'}
            color={filter === id ? 'primary' : 'inherit'}
            disableElevation
            startIcon={id === 'live' ? <LiveDot /> : undefined}
            sx={{
              flexShrink: 0,
              borderRadius: 4,
              px: 1.5,
              whiteSpace: 'nowrap',
              ...(filter === id ? {} : { borderColor: 'divider', color: 'text.primary' }),
            }}
          >
            {intl.formatMessage(FILTER_LABELS[id])}
          </Button>
        ))}
      </Stack>
      <NewsFeed key={filter} filter={filter} onShowAll={() => choose('all')} />
    </>
  );
}

/** The red "on air" dot of the Live filter. */
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
      }}
    />
  );
}
