import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { instaCashTransactionsQueryOptions } from '@/api/endpoints/insta-cash';
import { Amount } from '@/components/amount/amount';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { QueryGate } from '@/components/feedback/query-gate';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { paise } from '@/domain/money/paise';
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
      empty={(data) =>
        data.eligible ? (
          <EmptyPanel
            icon={<ReceiptLong fontSize="large" />}
            title={intl.formatMessage({
              id: 'instaCash.transactions.emptyTitle',
              defaultMessage: 'No transactions yet',
            })}
            message={intl.formatMessage({
              id: 'instaCash.transactions.emptyMessage',
              defaultMessage: 'Withdrawals and EMI repayments show up here.',
            })}
          />
        ) : (
          <NoLine />
        )
      }
    >
      {(data) => (
        <Stack spacing={2}>
          <Card sx={{ p: 2, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
            <Total
              label={<FormattedMessage id="instaCash.transactions.received" defaultMessage="Received" />}
              amountPaise={data.total_disbursed_paise}
            />
            <Total
              label={<FormattedMessage id="instaCash.transactions.repaid" defaultMessage="Repaid" />}
              amountPaise={data.total_repaid_paise}
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

/** One total of the line: its name small, the amount bold under it. */
function Total({ label, amountPaise }: { label: ReactNode; amountPaise: number }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <Amount value={paise(amountPaise)} />
      </Typography>
    </Box>
  );
}
