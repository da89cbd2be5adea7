import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { individualCategoryQueryOptions } from '@/api/endpoints/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SectionError } from '@/components/feedback/section-error';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { paise } from '@/domain/money/paise';
import { monthLabel } from '@/domain/spending/month-key';

import { TxnLine } from './txn-line';

/** Rows the sheet lists; the rest are one tap away in All Transactions. */
const SHEET_ROWS = 15;

/** One category of one month (GET `/individual-category`): total, top payees and its rows. */
export function CategorySheet({
  category,
  accountId,
  monthKey,
  onClose,
  onSeeAll,
}: {
  category: string | null;
  accountId: string | null;
  monthKey: string;
  onClose: () => void;
  onSeeAll: (category: string) => void;
}) {
  const detail = useQuery({
    ...individualCategoryQueryOptions({
      category: category ?? '',
      month_key: monthKey,
      ...(accountId === null ? {} : { account_id: accountId }),
    }),
    enabled: category !== null,
  });
  const data = detail.data;
  return (
    <BottomSheet open={category !== null} onClose={onClose} title={category ?? 'Category'}>
      {detail.isError ? (
        <SectionError
          title="This category could not load"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : data === undefined ? (
        <Box role="status" aria-label="Loading category">
          <Skeleton height={48} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Box>
      ) : (
        <>
          <Typography color="text.secondary">
            {data.direction === 'CREDIT' ? 'Received' : 'Spent'} in {monthLabel(monthKey)}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
            <Amount value={paise(data.total_paise)} />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {data.count} {data.count === 1 ? 'transaction' : 'transactions'}
          </Typography>
          {data.top_counterparties.length > 0 && (
            <>
              <Typography variant="h3" component="h3">
                Top payees
              </Typography>
              <BreakdownList
                items={data.top_counterparties}
                label={`Top payees in ${data.category}`}
                countNoun="payments"
              />
            </>
          )}
          <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
            Transactions
          </Typography>
          <Box
            component="ul"
            aria-label={`${data.category} transactions`}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {data.transactions.slice(0, SHEET_ROWS).map((txn) => (
              <li key={txn.transaction_id}>
                <TxnLine txn={txn} />
              </li>
            ))}
          </Box>
          {data.transaction_count > SHEET_ROWS && (
            <Button fullWidth variant="outlined" sx={{ mt: 1 }} onClick={() => onSeeAll(data.category)}>
              See all {data.transaction_count} in All Transactions
            </Button>
          )}
        </>
      )}
    </BottomSheet>
  );
}
