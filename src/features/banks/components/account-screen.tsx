import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { accountDetailsQueryOptions } from '@/api/endpoints/aggregator-savings';
import { ApiError } from '@/api/errors';
import type { AccountDetailsPage } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { FactList, type Fact } from '@/components/facts/fact-list';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { PageHeader } from '@/components/layout/page-header';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { accountTypeLabel, maskedShort } from '@/domain/spending/account-mask';
import { dateText } from '@/domain/spending/date-text';
import { updatedText } from '@/domain/spending/freshness';

import { StatementCard } from './statement-card';

/** One linked bank account (GET `/get-account-details-page`) and its last month's statement. */
export function AccountScreen() {
  const { accountId = '' } = useParams();
  const details = useQuery(accountDetailsQueryOptions(accountId));
  const title = details.data ? `${details.data.account.bank_name}` : 'Bank account';
  return (
    <>
      <PageHeader title={title} />
      {details.isPending ? (
        <ListSkeleton label="Loading the account" header rows={2} />
      ) : details.isError ? (
        details.error instanceof ApiError && details.error.statusCode === 404 ? (
          <Card sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>This account is not linked to Kosh any more.</Typography>
            <Button component={RouterLink} to="/banks" variant="outlined">
              See your banks
            </Button>
          </Card>
        ) : (
          <SectionError
            title="This account could not load"
            error={details.error}
            onRetry={() => void details.refetch()}
          />
        )
      ) : (
        <>
          <AccountHead details={details.data} />
          <StatementCard accountId={accountId} />
          <Button
            component={RouterLink}
            to={`/savings?tab=all_transactions&account_id=${encodeURIComponent(accountId)}`}
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
          >
            See all transactions
          </Button>
        </>
      )}
    </>
  );
}

function AccountHead({ details }: { details: AccountDetailsPage }) {
  const now = useNow();
  const { account } = details;
  const facts: Fact[] = [
    ['Account holder', details.holder_name],
    ['Account number', maskedShort(account.masked_acc_number)],
    ['IFSC', account.ifsc ?? '—'],
    ['Branch', details.branch ?? '—'],
    ['Opened on', details.opened_on === null ? '—' : dateText(`${details.opened_on}T12:00:00+05:30`)],
    ['Linked on', details.linked_at === null ? '—' : dateText(details.linked_at)],
    ['Transactions', details.transaction_count.toLocaleString('en-IN')],
  ];
  if (details.first_posted_at !== null) facts.push(['History from', dateText(details.first_posted_at)]);
  return (
    <Card component="section" aria-labelledby="account-heading" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <BankAvatar bankName={account.bank_name} fipId={account.fip_id} size={48} />
        <Box>
          <Typography id="account-heading" variant="h2" component="h2">
            {accountTypeLabel(account.acc_type)} account {maskedShort(account.masked_acc_number)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {updatedText(account.balance_as_of, now)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Balance
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1.5 }}>
        <Amount value={paise(account.balance_paise)} />
      </Typography>
      <FactList facts={facts} />
    </Card>
  );
}
