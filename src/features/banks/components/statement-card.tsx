import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { accountStatementQueryOptions } from '@/api/endpoints/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { TxnRow } from '@/components/txn-row/txn-row';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { dateText } from '@/domain/spending/date-text';

import { StatementPdf } from './statement-pdf';

/** Statement rows shown here; the full list is in Savings › All Transactions. */
const ROWS = 8;

/** The last month's statement (GET `/get-account-statement`): opening, closing, in, out, newest rows. */
export function StatementCard({ accountId }: { accountId: string }) {
  const statement = useQuery(accountStatementQueryOptions({ account_id: accountId }));
  return (
    <Card component="section" aria-labelledby="statement-heading" sx={{ p: 2, mt: 2 }}>
      <Typography id="statement-heading" variant="h3" component="h2">
        Statement
      </Typography>
      {statement.isPending ? (
        <ListSkeleton label="Loading the statement" rows={3} />
      ) : statement.isError ? (
        <SectionError
          title="The statement could not load"
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {dateText(`${statement.data.from}T12:00:00+05:30`)} –{' '}
            {dateText(`${statement.data.to}T12:00:00+05:30`)}
          </Typography>
          <Box
            component="dl"
            aria-label="Statement totals"
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: 1.5,
              m: 0,
              '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
              '& dd': { m: 0, fontWeight: 700 },
            }}
          >
            <div>
              <dt>Opening balance</dt>
              <dd>
                <Amount value={paise(statement.data.opening_balance_paise)} />
              </dd>
            </div>
            <div>
              <dt>Closing balance</dt>
              <dd>
                <Amount value={paise(statement.data.closing_balance_paise)} />
              </dd>
            </div>
            <div>
              <dt>Credits ({statement.data.credit_count})</dt>
              <dd>
                <Amount value={paise(statement.data.total_credits_paise)} />
              </dd>
            </div>
            <div>
              <dt>Debits ({statement.data.debit_count})</dt>
              <dd>
                <Amount value={paise(statement.data.total_debits_paise)} />
              </dd>
            </div>
          </Box>
          <Box
            component="ul"
            aria-label="Latest statement entries"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {[...statement.data.rows]
              .reverse()
              .slice(0, ROWS)
              .map((row) => (
                <Box component="li" key={row.transaction_id} sx={{ borderTop: 1, borderColor: 'divider' }}>
                  <TxnRow
                    title={row.narration}
                    subtitle={`${dateText(row.posted_at)} · Ref ${row.reference}`}
                    type={row.type}
                    amountPaise={row.amount_paise}
                    note={`Bal ${formatInr(paise(row.balance_paise), { decimals: 0 })}`}
                    leading={null}
                  />
                </Box>
              ))}
          </Box>
          <StatementPdf accountId={accountId} last4={statement.data.account.masked_acc_number.slice(-4)} />
        </>
      )}
    </Card>
  );
}
