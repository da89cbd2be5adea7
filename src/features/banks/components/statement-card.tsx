import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { accountStatementQueryOptions } from '@/api/endpoints/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { FigureGrid } from '@/components/amount/figure-grid';
import { QueryGate } from '@/components/feedback/query-gate';
import { SectionCard } from '@/components/layout/section-card';
import { TxnRow } from '@/components/txn-row/txn-row';
import { paise } from '@/domain/money/paise';
import { defineText } from '@/domain/text/message';
import { useFormat } from '@/i18n/use-format';

import { StatementPdf } from './statement-pdf';

const GATE = defineMessages({
  error: { id: 'banks.statement.error', defaultMessage: 'The statement could not load' },
  loading: { id: 'banks.statement.loading', defaultMessage: 'Loading the statement' },
});

/** Money in and out of the statement, each with how many entries it adds up. */
const SIDES = {
  credits: defineText({ id: 'banks.statement.credits', defaultMessage: 'Credits ({count})' }),
  debits: defineText({ id: 'banks.statement.debits', defaultMessage: 'Debits ({count})' }),
};

/** Statement rows shown here; the full list is in Savings › All Transactions. */
const ROWS = 8;

/** The last month's statement (GET `/get-account-statement`): opening, closing, in, out, newest rows. */
export function StatementCard({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const statement = useQuery(accountStatementQueryOptions({ account_id: accountId }));
  const periodText =
    statement.data === undefined
      ? ''
      : `${format.date(`${statement.data.from}T12:00:00+05:30`)} – ${format.date(`${statement.data.to}T12:00:00+05:30`)}`;
  return (
    <SectionCard
      title={<FormattedMessage id="banks.statement.heading" defaultMessage="Statement" />}
      sx={{ mt: 2 }}
    >
      <QueryGate query={statement} errorHidesData messages={GATE} rows={3}>
        {(data) => (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {periodText}
            </Typography>
            <FigureGrid
              label={intl.formatMessage({ id: 'banks.statement.totals', defaultMessage: 'Statement totals' })}
              layout={{ gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
              figures={[
                {
                  key: 'opening',
                  term: <FormattedMessage id="banks.statement.opening" defaultMessage="Opening balance" />,
                  value: <Amount value={paise(data.opening_balance_paise)} />,
                },
                {
                  key: 'closing',
                  term: <FormattedMessage id="banks.statement.closing" defaultMessage="Closing balance" />,
                  value: <Amount value={paise(data.closing_balance_paise)} />,
                },
                sideFigure('credits', data.credit_count, data.total_credits_paise),
                sideFigure('debits', data.debit_count, data.total_debits_paise),
              ]}
            />
            <Box
              component="ul"
              aria-label={intl.formatMessage({
                id: 'banks.statement.entries',
                defaultMessage: 'Latest statement entries',
              })}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
            >
              {[...data.rows]
                .reverse()
                .slice(0, ROWS)
                .map((row) => (
                  <Box component="li" key={row.transaction_id} sx={{ borderTop: 1, borderColor: 'divider' }}>
                    <TxnRow
                      title={row.narration}
                      subtitle={
                        // The bank's reference is data ("CITIN2026…"): kept from translation, and
                        // from the Hindi screens' check for English words.
                        <FormattedMessage
                          id="banks.statement.rowSubtitle"
                          defaultMessage="{date} · Ref {reference}"
                          values={{
                            date: format.date(row.posted_at),
                            reference: <span translate="no">{row.reference}</span>,
                          }}
                        />
                      }
                      type={row.type}
                      amountPaise={row.amount_paise}
                      note={intl.formatMessage(
                        { id: 'banks.statement.rowBalance', defaultMessage: 'Bal {amount}' },
                        { amount: format.inr(paise(row.balance_paise), { decimals: 0 }) },
                      )}
                      leading={null}
                    />
                  </Box>
                ))}
            </Box>
            <StatementPdf accountId={accountId} last4={data.account.masked_acc_number.slice(-4)} />
          </>
        )}
      </QueryGate>
    </SectionCard>
  );
}

/** Money in or out of the statement: its total, named with how many entries add up to it. */
function sideFigure(side: keyof typeof SIDES, count: number, totalPaise: number) {
  return {
    key: side,
    term: <FormattedMessage {...SIDES[side]} values={{ count }} />,
    value: <Amount value={paise(totalPaise)} />,
  };
}
