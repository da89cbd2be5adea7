import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';

import { withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import { QueryGate } from '@/components/feedback/query-gate';
import { PageHeader } from '@/components/layout/page-header';
import { CardList } from '@/features/insta-cash/card-list';
import { NoLine } from '@/features/insta-cash/no-line';

import { WithdrawalCard } from './withdrawal-card';

const GATE = defineMessages({
  error: { id: 'instaCash.withdrawals.loadError', defaultMessage: 'Your withdrawals could not load' },
  loading: { id: 'instaCash.withdrawals.loading', defaultMessage: 'Loading your withdrawals' },
});

/** Every withdrawal on the line, newest first (the "withdrawals" view). */
export function WithdrawalsView() {
  const intl = useIntl();
  const query = useQuery(withdrawalsQueryOptions());
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'instaCash.withdrawals.title', defaultMessage: 'Withdrawals' })}
      />
      <QueryGate
        query={query}
        messages={GATE}
        rows={3}
        rowHeight={140}
        isEmpty={(data) => !data.eligible || data.withdrawals.length === 0}
        empty={<NoLine />}
      >
        {(data) => (
          <CardList
            component="ul"
            label={intl.formatMessage({
              id: 'instaCash.withdrawals.listLabel',
              defaultMessage: 'Withdrawals',
            })}
            spacing={1.5}
          >
            {data.withdrawals.map((w) => (
              <WithdrawalCard key={w.withdrawal_id} withdrawal={w} />
            ))}
          </CardList>
        )}
      </QueryGate>
    </>
  );
}
