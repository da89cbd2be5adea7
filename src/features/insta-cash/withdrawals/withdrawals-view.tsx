import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import { withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { PageHeader } from '@/components/layout/page-header';
import { NoLine } from '@/features/insta-cash/no-line';

import { WithdrawalCard } from './withdrawal-card';

/** Every withdrawal on the line, newest first (the "withdrawals" view). */
export function WithdrawalsView() {
  const intl = useIntl();
  const query = useQuery(withdrawalsQueryOptions());
  let body;
  if (query.data === undefined) {
    body = query.isError ? (
      <SectionError
        title={intl.formatMessage({
          id: 'instaCash.withdrawals.loadError',
          defaultMessage: 'Your withdrawals could not load',
        })}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <ListSkeleton
        label={intl.formatMessage({
          id: 'instaCash.withdrawals.loading',
          defaultMessage: 'Loading your withdrawals',
        })}
        rows={3}
        rowHeight={140}
      />
    );
  } else if (!query.data.eligible || query.data.withdrawals.length === 0) {
    body = <NoLine />;
  } else {
    body = (
      <Stack
        component="ul"
        aria-label={intl.formatMessage({
          id: 'instaCash.withdrawals.listLabel',
          defaultMessage: 'Withdrawals',
        })}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {query.data.withdrawals.map((w) => (
          <WithdrawalCard key={w.withdrawal_id} withdrawal={w} />
        ))}
      </Stack>
    );
  }
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'instaCash.withdrawals.title', defaultMessage: 'Withdrawals' })}
      />
      {body}
    </>
  );
}
