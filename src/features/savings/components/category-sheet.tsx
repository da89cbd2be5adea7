import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';

import { individualCategoryQueryOptions } from '@/api/endpoints/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { paise } from '@/domain/money/paise';
import { useSpendingWords } from '@/features/savings/use-words';

import { SheetDetailGate } from './sheet-detail-gate';
import { TxnLine } from './txn-line';

const GATE = defineMessages({
  error: { id: 'savings.categorySheet.failed', defaultMessage: 'This category could not load' },
  loading: { id: 'savings.categorySheet.loading', defaultMessage: 'Loading category' },
});

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
  const words = useSpendingWords();
  const { intl } = words;
  return (
    <BottomSheet
      open={category !== null}
      onClose={onClose}
      title={
        category === null
          ? intl.formatMessage({ id: 'savings.categorySheet.title', defaultMessage: 'Category' })
          : words.category(category)
      }
    >
      <SheetDetailGate query={detail} messages={GATE} lineHeights={[48, 28, 28]}>
        {(data) => (
          <>
            <Typography color="textSecondary">
              <FormattedMessage
                id="savings.categorySheet.total"
                defaultMessage="{direction, select, CREDIT {Received} other {Spent}} in {month}"
                values={{ direction: data.direction, month: words.month(monthKey) }}
              />
            </Typography>
            <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
              <Amount value={paise(data.total_paise)} />
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              <FormattedMessage
                id="savings.categorySheet.count"
                defaultMessage="{count, plural, one {# transaction} other {# transactions}}"
                values={{ count: data.count }}
              />
            </Typography>
            {data.top_counterparties.length > 0 && (
              <>
                <Typography variant="h3" component="h3">
                  <FormattedMessage id="savings.categorySheet.topPayees" defaultMessage="Top payees" />
                </Typography>
                <BreakdownList
                  items={data.top_counterparties}
                  label={intl.formatMessage(
                    { id: 'savings.categorySheet.topPayeesName', defaultMessage: 'Top payees in {category}' },
                    { category: words.category(data.category) },
                  )}
                  countNoun="payments"
                />
              </>
            )}
            <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
              <FormattedMessage id="savings.categorySheet.transactions" defaultMessage="Transactions" />
            </Typography>
            <Box
              component="ul"
              aria-label={intl.formatMessage(
                { id: 'savings.categorySheet.listName', defaultMessage: '{category} transactions' },
                { category: words.category(data.category) },
              )}
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
                <FormattedMessage
                  id="savings.categorySheet.seeAll"
                  defaultMessage="See all {count} in All Transactions"
                  values={{ count: data.transaction_count }}
                />
              </Button>
            )}
          </>
        )}
      </SheetDetailGate>
    </BottomSheet>
  );
}
