import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

import { l1AnalyticsQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { FigureGrid } from '@/components/amount/figure-grid';
import { QueryGate } from '@/components/feedback/query-gate';
import { OnceOpened, lazyNamed } from '@/components/layout/lazy-part';
import { useNow } from '@/components/time/use-now';
import { DayHeading } from '@/components/txn-row/txn-row';
import { istDayKey } from '@/domain/dates/zoned-day';
import { paise } from '@/domain/money/paise';
import { dayHeadingText } from '@/domain/spending/day-heading-text';
import { withDayHeadings } from '@/domain/spending/day-sections';
import type { PeriodScope } from '@/features/savings/use-savings-view';
import { answersPeriod, useSpendingWords } from '@/features/savings/use-words';

import { TxnLine } from './txn-line';

const GATE = defineMessages({
  error: { id: 'savings.pill.failed', defaultMessage: 'Transactions could not load' },
  loading: { id: 'savings.pill.loading', defaultMessage: 'Loading transactions' },
});

// The detail sheet (and its category editor) loads at the first tap on a transaction.
const TransactionDetailSheet = lazyNamed(
  () => import('./transaction-detail-sheet'),
  'TransactionDetailSheet',
);

/** Rows the pill shows before "See all": enough to recognise the month, no virtual list needed. */
const PREVIEW_ROWS = 10;

/** Pill "Transactions": the period's totals and its newest transactions. */
export function TransactionsPill({
  accountId,
  period,
  onSeeAll,
}: {
  accountId: string | null;
  /** One month or a range of days (docs/product.md#date-ranges). */
  period: PeriodScope;
  onSeeAll: () => void;
}) {
  const analytics = useQuery(
    l1AnalyticsQueryOptions({
      grouping: 'category',
      'selected-pill': 'transactions',
      ...period,
      ...(accountId === null ? {} : { account_id: accountId }),
    }),
  );
  const [open, setOpen] = useState<SavingsTransaction | null>(null);
  const now = useNow();
  const { intl, format, say, dataPeriod } = useSpendingWords();
  return (
    <QueryGate query={analytics} errorHidesData messages={GATE} rows={4}>
      {(data) => {
        const today = istDayKey(new Date(now).toISOString()) ?? '';
        // The period in the language, named from the answer shown (the gateway's words in English).
        const periodLabel = dataPeriod(data, answersPeriod(analytics, period), period);
        const items = withDayHeadings(
          data.transactions.slice(0, PREVIEW_ROWS),
          today,
          (t) => t.transaction_id,
        );
        return (
          <>
            <FigureGrid
              label={intl.formatMessage(
                { id: 'savings.pill.totalsName', defaultMessage: 'Totals for {period}' },
                { period: periodLabel },
              )}
              layout={{ gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 2 }}
              figures={[
                {
                  key: 'spent',
                  term: <FormattedMessage id="savings.pill.spent" defaultMessage="Spent" />,
                  value: <Amount value={paise(data.total_spent_paise)} compact />,
                },
                {
                  key: 'received',
                  term: <FormattedMessage id="savings.pill.received" defaultMessage="Received" />,
                  value: <Amount value={paise(data.money_in_paise)} compact />,
                },
                {
                  key: 'count',
                  term: <FormattedMessage id="savings.pill.count" defaultMessage="Transactions" />,
                  value: <span className="tabular-nums">{format.count(data.transaction_count)}</span>,
                },
              ]}
            />
            {items.length === 0 ? (
              <Card sx={{ p: 3, textAlign: 'center' }}>
                <Typography color="textSecondary">
                  <FormattedMessage
                    id="savings.pill.none"
                    defaultMessage="No transactions in {period}."
                    values={{ period: periodLabel }}
                  />
                </Typography>
              </Card>
            ) : (
              <Card sx={{ px: 1.5, pb: 1 }}>
                <Box
                  component="ul"
                  aria-label={intl.formatMessage(
                    { id: 'savings.pill.latestName', defaultMessage: 'Latest transactions, {period}' },
                    { period: periodLabel },
                  )}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {items.map((item) =>
                    item.kind === 'day' ? (
                      <li key={item.key}>
                        <DayHeading label={say(dayHeadingText(item.day, today, format.locale))} />
                      </li>
                    ) : (
                      <li key={item.key}>
                        <TxnLine txn={item.txn} onOpen={setOpen} />
                      </li>
                    ),
                  )}
                </Box>
              </Card>
            )}
            {data.transaction_count > 0 && (
              <Button fullWidth variant="outlined" sx={{ mt: 1.5 }} onClick={onSeeAll}>
                <FormattedMessage
                  id="savings.pill.seeAll"
                  defaultMessage="See all transactions of {period}"
                  values={{ period: periodLabel }}
                />
              </Button>
            )}
            <OnceOpened open={open !== null}>
              <TransactionDetailSheet
                transactionId={open?.transaction_id ?? null}
                preview={open}
                onClose={() => setOpen(null)}
              />
            </OnceOpened>
          </>
        );
      }}
    </QueryGate>
  );
}
