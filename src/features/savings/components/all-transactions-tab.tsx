import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { allTransactionsInfiniteOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsAccountCard, SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { QueryGate } from '@/components/feedback/query-gate';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { useNow } from '@/components/time/use-now';
import { DayHeading } from '@/components/txn-row/txn-row';
import { rangeChoiceText } from '@/domain/dates/period-texts';
import { istDayKey } from '@/domain/dates/zoned-day';
import { paise } from '@/domain/money/paise';
import { dayHeadingText } from '@/domain/spending/day-heading-text';
import { withDayHeadings, type DayListItem } from '@/domain/spending/day-sections';
import {
  activeFilterCount,
  readTxnFilters,
  TXN_FILTER_QUERY_NAMES,
  txnFilterPayload,
} from '@/domain/spending/txn-filters';
import { useSetParams } from '@/features/savings/use-savings-view';
import { useSpendingWords } from '@/features/savings/use-words';

import { ExportTransactionsButton } from './export-transactions-button';
import { TransactionDetailSheet } from './transaction-detail-sheet';
import { TransactionFilters } from './transaction-filters';
import { TxnLine } from './txn-line';

const GATE = defineMessages({
  error: { id: 'savings.all.failed', defaultMessage: 'Transactions could not load' },
  loading: { id: 'savings.all.loading', defaultMessage: 'Loading transactions' },
});

/** A row's first height guess (px); rows are measured once drawn. */
const ROW_ESTIMATE = 68;

/**
 * Savings level 1, tab "All Transactions": every transaction of every linked account, newest
 * first, filtered by the address, paged from `/all-transactions` as the customer scrolls, with only
 * the rows near the screen in the DOM.
 */
export function AllTransactionsTab({ accounts }: { accounts: readonly SavingsAccountCard[] }) {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const pushParams = useSetParams(true);
  // A new period is a new history entry (back returns to the last one); other filters replace.
  const changeFilters = useCallback(
    (changes: Record<string, string | null>) => ('range' in changes ? pushParams : setParams)(changes),
    [pushParams, setParams],
  );
  const filters = useMemo(() => {
    const read = readTxnFilters((name) => params.get(name));
    // An account that is not linked (an old link) would answer 404: show all instead.
    if (read.account_id !== undefined && !accounts.some((a) => a.account_id === read.account_id))
      delete read.account_id;
    return read;
  }, [params, accounts]);
  const now = useNow();
  const today = istDayKey(new Date(now).toISOString()) ?? new Date(now).toISOString().slice(0, 10);
  const payload = useMemo(() => txnFilterPayload(filters, today), [filters, today]);
  const query = useInfiniteQuery(allTransactionsInfiniteOptions(payload));
  const [open, setOpen] = useState<SavingsTransaction | null>(null);
  const { intl, format, say } = useSpendingWords();

  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.transactions) ?? [], [query.data]);
  const todayKey = istDayKey(new Date(now).toISOString()) ?? '';
  const items = useMemo(() => withDayHeadings(rows, todayKey, (txn) => txn.transaction_id), [rows, todayKey]);
  const first = query.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const clearAll = () => setParams(Object.fromEntries(TXN_FILTER_QUERY_NAMES.map((name) => [name, null])));

  return (
    <Box component="section" aria-labelledby="all-transactions-heading">
      <Typography id="all-transactions-heading" variant="h2" sx={visuallyHidden}>
        <FormattedMessage id="savings.all.heading" defaultMessage="All transactions" />
      </Typography>
      <TransactionFilters filters={filters} accounts={accounts} today={today} onChange={changeFilters} />
      <Box role="status" aria-live="polite" sx={{ my: 1.5, minHeight: 24, position: 'relative' }}>
        {query.isPlaceholderData && (
          <ProgressBar
            aria-label={intl.formatMessage({
              id: 'savings.all.updating',
              defaultMessage: 'Updating transactions',
            })}
            height={2}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: -6 }}
          />
        )}
        {first !== undefined && (
          <Typography variant="body2" color="textSecondary" className="tabular-nums">
            <FormattedMessage
              id="savings.all.summary"
              defaultMessage="{count, plural, one {{shown} transaction} other {{shown} transactions}} · In {moneyIn} · Out {moneyOut}"
              values={{
                count: first.total_count,
                shown: format.count(first.total_count),
                moneyIn: <Amount value={paise(first.credit_total_paise)} compact />,
                moneyOut: <Amount value={paise(first.debit_total_paise)} compact />,
              }}
            />
          </Typography>
        )}
      </Box>
      {first !== undefined && first.total_count > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1 }}>
          <ExportTransactionsButton filters={payload} />
        </Box>
      )}
      <QueryGate
        query={query}
        // A page that failed keeps the rows already shown; with none, the failure shows.
        errorHidesData={rows.length === 0}
        messages={GATE}
        rows={6}
        isEmpty={() => rows.length === 0}
        empty={
          <Card sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ mb: 1.5 }}>
              {filters.range !== undefined && activeFilterCount(filters) === 1 ? (
                <FormattedMessage
                  id="savings.all.noneInRange"
                  defaultMessage="No transactions in {period}."
                  values={{ period: say(rangeChoiceText(filters.range, today, format.locale)) }}
                />
              ) : (
                <FormattedMessage
                  id="savings.all.noneMatch"
                  defaultMessage="No transactions match these filters."
                />
              )}
            </Typography>
            <Button variant="outlined" onClick={clearAll}>
              <FormattedMessage id="savings.all.clearFilters" defaultMessage="Clear filters" />
            </Button>
          </Card>
        }
      >
        {() => (
          <>
            <WindowVirtualList<DayListItem<SavingsTransaction>>
              key={JSON.stringify(filters)}
              items={items}
              getKey={(item) => item.key}
              estimateSize={ROW_ESTIMATE}
              gap={0}
              label={intl.formatMessage({ id: 'savings.all.listName', defaultMessage: 'Transactions' })}
              onEndReached={loadMore}
              renderItem={(item) =>
                item.kind === 'day' ? (
                  <DayHeading label={say(dayHeadingText(item.day, todayKey, format.locale))} />
                ) : (
                  <TxnLine txn={item.txn} onOpen={setOpen} />
                )
              }
            />
            <ListFooter
              loading={isFetchingNextPage}
              failed={query.isFetchNextPageError}
              done={!hasNextPage}
              shown={rows.length}
              onRetry={loadMore}
            />
          </>
        )}
      </QueryGate>
      <TransactionDetailSheet
        transactionId={open?.transaction_id ?? null}
        preview={open}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}

function ListFooter(props: {
  loading: boolean;
  failed: boolean;
  done: boolean;
  shown: number;
  onRetry: () => void;
}) {
  return (
    <Box sx={{ py: 2, textAlign: 'center' }} role="status">
      {props.loading ? (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">
            <FormattedMessage id="savings.all.loadingMore" defaultMessage="Loading more transactions…" />
          </Typography>
        </Box>
      ) : props.failed ? (
        <Button onClick={props.onRetry}>
          <FormattedMessage id="savings.all.moreFailed" defaultMessage="Could not load more. Retry" />
        </Button>
      ) : props.done ? (
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="savings.all.end"
            defaultMessage="That’s all {count} transactions"
            values={{ count: props.shown.toLocaleString('en-IN') }}
          />
        </Typography>
      ) : null}
    </Box>
  );
}
