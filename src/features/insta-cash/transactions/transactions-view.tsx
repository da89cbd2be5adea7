import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { instaCashTransactionsQueryOptions } from '@/api/endpoints/insta-cash';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { QueryGate } from '@/components/feedback/query-gate';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { AmountFigure } from '@/features/insta-cash/amount-figure';
import { NoLine } from '@/features/insta-cash/no-line';

import { TransactionRow } from './transaction-row';

const GATE = defineMessages({
  error: { id: 'instaCash.transactions.loadError', defaultMessage: 'Your transactions could not load' },
  loading: { id: 'instaCash.transactions.loading', defaultMessage: 'Loading your transactions' },
});

/** Money in (disbursals) and out (repayments) on the line, newest first. */
export function TransactionsView() {
  const intl = useIntl();
  const query = useQuery(instaCashTransactionsQueryOptions());
  return (
    <QueryGate
      query={query}
      messages={GATE}
      rows={5}
      isEmpty={(data) => !data.eligible || data.items.length === 0}
      empty={(data) => (data.eligible ? <NoTransactions /> : <NoLine />)}
    >
      {(data) => (
        <Stack spacing={2}>
          <Card sx={{ p: 2, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
            <AmountFigure
              label={<FormattedMessage id="instaCash.transactions.received" defaultMessage="Received" />}
              value={data.total_disbursed_paise}
            />
            <AmountFigure
              label={<FormattedMessage id="instaCash.transactions.repaid" defaultMessage="Repaid" />}
              value={data.total_repaid_paise}
            />
          </Card>
          <WindowVirtualList
            label={intl.formatMessage({
              id: 'instaCash.transactions.listLabel',
              defaultMessage: 'Instant cash transactions',
            })}
            items={data.items}
            getKey={(t) => t.transaction_id}
            estimateSize={76}
            gap={8}
            renderItem={(t) => <TransactionRow transaction={t} />}
          />
        </Stack>
      )}
    </QueryGate>
  );
}

const EMPTY = defineMessages({
  title: { id: 'instaCash.transactions.emptyTitle', defaultMessage: 'No transactions yet' },
  message: {
    id: 'instaCash.transactions.emptyMessage',
    defaultMessage: 'Withdrawals and EMI repayments show up here.',
  },
});

/** A line with nothing drawn or repaid on it yet. */
function NoTransactions() {
  const intl = useIntl();
  return (
    <EmptyPanel
      icon={<ReceiptLong fontSize="large" />}
      title={intl.formatMessage(EMPTY.title)}
      message={intl.formatMessage(EMPTY.message)}
    />
  );
}
