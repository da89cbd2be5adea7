import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { accountDetailsQueryOptions } from '@/api/endpoints/aggregator-savings';
import { ApiError } from '@/api/errors';
import type { AccountDetailsPage } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { FactList, type Fact } from '@/components/facts/fact-list';
import { QueryGate } from '@/components/feedback/query-gate';
import { PageHeader } from '@/components/layout/page-header';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { maskedShort } from '@/domain/spending/account-mask';
import { useAccountWords } from '@/features/banks/account-words';
import { useFormat } from '@/i18n/use-format';

import { StatementCard } from './statement-card';

const GATE = defineMessages({
  error: { id: 'banks.account.error', defaultMessage: 'This account could not load' },
  loading: { id: 'banks.account.loading', defaultMessage: 'Loading the account' },
});

/** One linked bank account (GET `/get-account-details-page`) and its last month's statement. */
export function AccountScreen() {
  const intl = useIntl();
  const { accountId = '' } = useParams();
  const details = useQuery(accountDetailsQueryOptions(accountId));
  const title = details.data
    ? details.data.account.bank_name
    : intl.formatMessage({ id: 'banks.account.title', defaultMessage: 'Bank account' });
  return (
    <>
      <PageHeader title={title} titleIsData={details.data !== undefined} />
      {details.isError && details.error instanceof ApiError && details.error.statusCode === 404 ? (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>
            <FormattedMessage
              id="banks.account.gone"
              defaultMessage="This account is not linked to Kosh any more."
            />
          </Typography>
          <Button component={RouterLink} to="/banks" variant="outlined">
            <FormattedMessage id="banks.account.seeBanks" defaultMessage="See your banks" />
          </Button>
        </Card>
      ) : (
        <QueryGate query={details} errorHidesData messages={GATE} header rows={2}>
          {(data) => (
            <>
              <AccountHead details={data} />
              <StatementCard accountId={accountId} />
              <Button
                component={RouterLink}
                to={`/savings?tab=all_transactions&account_id=${encodeURIComponent(accountId)}`}
                variant="contained"
                fullWidth
                sx={{ mt: 2 }}
              >
                <FormattedMessage id="banks.account.allTransactions" defaultMessage="See all transactions" />
              </Button>
            </>
          )}
        </QueryGate>
      )}
    </>
  );
}

function AccountHead({ details }: { details: AccountDetailsPage }) {
  const intl = useIntl();
  const format = useFormat();
  const words = useAccountWords();
  const now = useNow();
  const { account } = details;
  // Data (names, numbers, the branch) is kept as the bank sent it in every language.
  const data = (value: string) => <span translate="no">{value}</span>;
  const facts: Fact[] = [
    [
      intl.formatMessage({ id: 'banks.facts.holder', defaultMessage: 'Account holder' }),
      data(details.holder_name),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.number', defaultMessage: 'Account number' }),
      maskedShort(account.masked_acc_number),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.ifsc', defaultMessage: 'IFSC' }),
      account.ifsc === null ? '—' : data(account.ifsc),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.branch', defaultMessage: 'Branch' }),
      details.branch === null ? '—' : data(details.branch),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.openedOn', defaultMessage: 'Opened on' }),
      details.opened_on === null ? '—' : format.date(`${details.opened_on}T12:00:00+05:30`),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.linkedOn', defaultMessage: 'Linked on' }),
      details.linked_at === null ? '—' : format.date(details.linked_at),
    ],
    [
      intl.formatMessage({ id: 'banks.facts.transactions', defaultMessage: 'Transactions' }),
      format.count(details.transaction_count),
    ],
  ];
  if (details.first_posted_at !== null)
    facts.push([
      intl.formatMessage({ id: 'banks.facts.historyFrom', defaultMessage: 'History from' }),
      format.date(details.first_posted_at),
    ]);
  return (
    <Card component="section" aria-labelledby="account-heading" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <BankAvatar bankName={account.bank_name} fipId={account.fip_id} size={48} />
        <Box>
          <Typography id="account-heading" variant="h2" component="h2">
            <FormattedMessage
              id="banks.account.heading"
              defaultMessage="{type} account {number}"
              values={{
                type: words.accountType(account.acc_type),
                number: maskedShort(account.masked_acc_number),
              }}
            />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {words.updated(account.balance_as_of, now)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="banks.account.balance" defaultMessage="Balance" />
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1.5 }}>
        <Amount value={paise(account.balance_paise)} />
      </Typography>
      <FactList facts={facts} />
    </Card>
  );
}
