import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import { Amount } from '@/components/amount/amount';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';

import { NoStatus } from './no-status';
import { StatusLayout, StatusRow } from './status-layout';

/** Where a withdrawal's money went: the disbursement status of one withdrawal. */
export function DisbursementStatus() {
  const [params] = useSearchParams();
  const id = params.get('withdrawal_id') ?? '';
  const query = useQuery(withdrawalsQueryOptions());
  if (id === '') return <NoStatus />;
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <SectionError
          title="The withdrawal could not load"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <ListSkeleton label="Loading the withdrawal" rows={1} />;
  }
  const withdrawal = query.data.withdrawals.find((w) => w.withdrawal_id === id);
  if (withdrawal === undefined) return <NoStatus />;
  return (
    <StatusLayout
      title="Withdrawal"
      tone="success"
      heading="Money sent to your bank"
      doneNavlink="/insta-cash/withdrawals"
    >
      <StatusRow label="Withdrawn" value={<Amount value={paise(withdrawal.amount_paise)} />} />
      <StatusRow label="Processing fee" value={<Amount value={paise(withdrawal.processing_fee_paise)} />} />
      <StatusRow
        label="Credited"
        value={
          <Amount value={paise(Math.max(0, withdrawal.amount_paise - withdrawal.processing_fee_paise))} />
        }
      />
      <StatusRow label="To account" value={`••${withdrawal.bank_account_masked.slice(-4)}`} />
      <StatusRow label="On" value={dayMonthYearText(withdrawal.disbursed_on)} />
    </StatusLayout>
  );
}
