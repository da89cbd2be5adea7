import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getMandate, instaCashKeys } from '@/api/endpoints/insta-cash';
import { Amount } from '@/components/amount/amount';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { StatusLayout, StatusRow } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

/** The repayment mandate's status; a pending one is asked again until the bank confirms. */
export function MandateStatus() {
  const query = useQuery({
    queryKey: instaCashKeys.mandate(),
    queryFn: ({ signal }) => getMandate(signal),
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? STATUS_POLL_MS : false),
  });
  const mandate = query.data;
  useRefreshOnSettled(mandate?.status === 'ACTIVE');
  useEffect(() => {
    if (mandate === undefined) return;
    trackPaymentStep(
      'insta-cash-mandate',
      mandate.status === 'ACTIVE'
        ? 'status-success'
        : mandate.status === 'PENDING'
          ? 'status-pending'
          : 'status-failed',
    );
  }, [mandate]);
  if (mandate === undefined) {
    if (query.isError) {
      return (
        <SectionError
          title="The AutoPay status could not load"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <ListSkeleton label="Loading the AutoPay status" rows={1} />;
  }
  const tone = mandate.status === 'ACTIVE' ? 'success' : mandate.status === 'PENDING' ? 'pending' : 'failed';
  const heading =
    mandate.status === 'ACTIVE'
      ? 'AutoPay is on'
      : mandate.status === 'PENDING'
        ? 'Waiting for your bank to confirm AutoPay'
        : 'AutoPay is not set up';
  return (
    <StatusLayout title="AutoPay" tone={tone} heading={heading} doneNavlink="/insta-cash">
      {mandate.bank_account_masked !== null && (
        <StatusRow label="From account" value={`••${mandate.bank_account_masked.slice(-4)}`} />
      )}
      {mandate.max_debit_paise > 0 && (
        <StatusRow label="Up to" value={<Amount value={paise(mandate.max_debit_paise)} />} />
      )}
      {mandate.valid_until !== null && (
        <StatusRow label="Valid until" value={dayMonthYearText(mandate.valid_until)} />
      )}
      {mandate.status === 'NONE' && (
        <Typography color="text.secondary">Set up AutoPay from your instant-cash overview.</Typography>
      )}
    </StatusLayout>
  );
}
