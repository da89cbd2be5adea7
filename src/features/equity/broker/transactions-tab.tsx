import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { type BrokerRef, tradesInfiniteQueryOptions } from '@/api/endpoints/stocks-widget';
import type { TradesPage } from '@/api/schemas/stocks-widget';
import { EQUITY_QUERY_KEYS, type TradeSideOption } from '@/domain/portfolio/equity-query';
import { type TradeListRow, tradeRows } from '@/domain/portfolio/trade-rows';
import { defineText, type Text } from '@/domain/text/message';
import { BlockGate } from '@/features/equity/common/block-gate';
import { QueryParamToggle } from '@/features/equity/common/query-param-toggle';

import { MonthHeading, TradeItem } from './trade-item';

const GATE = defineMessages({
  error: { id: 'equity.trades.error', defaultMessage: 'Your trades could not load' },
  loading: { id: 'equity.trades.loading', defaultMessage: 'Loading trades' },
});

const SIDES: { value: TradeSideOption; label: Text }[] = [
  { value: 'all', label: defineText({ id: 'equity.trades.sideAll', defaultMessage: 'All' }) },
  { value: 'BUY', label: defineText({ id: 'equity.trades.sideBuys', defaultMessage: 'Buys' }) },
  { value: 'SELL', label: defineText({ id: 'equity.trades.sideSells', defaultMessage: 'Sells' }) },
];

/** The button under the list: while the next page loads, after it failed, and before. */
const MORE = defineMessages({
  loading: { id: 'equity.trades.loadingMore', defaultMessage: 'Loading more trades…' },
  retry: { id: 'equity.trades.retryMore', defaultMessage: 'Could not load more. Retry' },
  load: { id: 'equity.trades.loadMore', defaultMessage: 'Load more trades' },
});

/** Rows rendered beyond the screen, and how close to the end the next page is asked for. */
const OVERSCAN = 6;
const PREFETCH_ROWS = 8;

/**
 * "Transactions": the broker's trades, newest first, under month headings. A page arrives at a time
 * (keyset cursor) and the list is virtualised against the window, so a long history stays smooth.
 */
export function TransactionsTab({ broker, side }: { broker: BrokerRef; side: TradeSideOption }) {
  const intl = useIntl();
  const trades = useInfiniteQuery(tradesInfiniteQueryOptions(broker, side === 'all' ? undefined : side));
  const items = useMemo(() => trades.data?.pages.flatMap((page) => page.items) ?? [], [trades.data]);
  const total = trades.data?.pages[0]?.total_count ?? 0;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <QueryParamToggle
          queryKey={EQUITY_QUERY_KEYS.side}
          defaultValue="all"
          value={side}
          label={intl.formatMessage({ id: 'equity.trades.show', defaultMessage: 'Show trades' })}
          choices={SIDES.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
        />
        {trades.data && (
          <Typography variant="body2" color="textSecondary" role="status" sx={{ ml: 'auto' }}>
            <FormattedMessage
              id="equity.trades.count"
              defaultMessage="{count, plural, one {# trade} other {# trades}}"
              values={{ count: total }}
            />
          </Typography>
        )}
      </Box>
      <BlockGate
        query={trades}
        // With nothing listed, a failed refresh shows why rather than "no trades".
        errorHidesData={items.length === 0}
        messages={GATE}
        blocks={{ heights: [64, 64, 64, 64], spacing: 1 }}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          <Typography color="textSecondary" role="status">
            <FormattedMessage
              id="equity.trades.empty"
              defaultMessage="{side, select, BUY {No buys in this demat account yet.} SELL {No sells in this demat account yet.} other {No trades in this demat account yet.}}"
              values={{ side }}
            />
          </Typography>
        }
      >
        {() => (
          <TradeList
            rows={tradeRows(items)}
            hasMore={trades.hasNextPage}
            loadingMore={trades.isFetchingNextPage}
            failedMore={trades.isFetchNextPageError}
            loadMore={() => void trades.fetchNextPage()}
          />
        )}
      </BlockGate>
    </>
  );
}

type Trade = TradesPage['items'][number];

type TradeListProps = {
  rows: TradeListRow<Trade>[];
  hasMore: boolean;
  loadingMore: boolean;
  failedMore: boolean;
  loadMore: () => void;
};

function TradeList({ rows, hasMore, loadingMore, failedMore, loadMore }: TradeListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'month' ? 52 : 72),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => `${rows[index]?.kind ?? 'row'}-${rows[index]?.key ?? index}-${index}`,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && !failedMore && lastIndex >= rows.length - PREFETCH_ROWS) loadMore();
  }, [hasMore, loadingMore, failedMore, lastIndex, rows.length, loadMore]);

  return (
    <Card sx={{ px: 2 }}>
      <div
        ref={listRef}
        role="list"
        aria-label={intl.formatMessage({ id: 'equity.trades.list', defaultMessage: 'Trades' })}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualItems.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {row.kind === 'month' ? <MonthHeading row={row} /> : <TradeItem trade={row.trade} />}
            </div>
          );
        })}
      </div>
      {(hasMore || failedMore) && (
        <Box sx={{ py: 1.5, textAlign: 'center' }}>
          <Button onClick={loadMore} disabled={loadingMore}>
            {intl.formatMessage(loadingMore ? MORE.loading : failedMore ? MORE.retry : MORE.load)}
          </Button>
        </Box>
      )}
    </Card>
  );
}
