import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { creditCardKeys, getCardPayment } from '@/api/endpoints/credit-cards';
import { moneyKeys } from '@/api/idempotency-keys';
import { Amount } from '@/components/amount/amount';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { NoStatus } from './no-status';
import { StatusLayout, StatusRow } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

const BACK = '/credit-cards?tab=bill-payment';

/**
 * A card bill payment's status: read from the server (the payment id is in the address, so a
 * reload or a second tab shows the same payment) and asked again every 2 s until it is final.
 */
export function CardPaymentStatus() {
  const [params] = useSearchParams();
  const id = params.get('payment_id') ?? '';
  const query = useQuery({
    queryKey: creditCardKeys.payment(id),
    queryFn: ({ signal }) => getCardPayment(id, signal),
    enabled: id !== '',
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'SUCCESS' || status === 'FAILED' ? false : STATUS_POLL_MS;
    },
  });
  const status = query.data?.status;
  const settled = status === 'SUCCESS' || status === 'FAILED';
  useRefreshOnSettled(status === 'SUCCESS');
  useEffect(() => {
    if (status === undefined) return;
    trackPaymentStep(
      'card-bill',
      status === 'SUCCESS' ? 'status-success' : status === 'FAILED' ? 'status-failed' : 'status-pending',
    );
    if (settled) moneyKeys.releaseResult(id);
  }, [status, settled, id]);

  if (id === '') return <NoStatus />;
  const payment = query.data;
  if (payment === undefined) {
    if (query.isError) {
      return (
        <SectionError
          title="The payment status could not load"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <ListSkeleton label="Loading the payment status" rows={1} />;
  }
  const payee = `${payment.issuer} ${payment.card_name}`;
  if (payment.status === 'SUCCESS') {
    return (
      <StatusLayout title="Card payment" tone="success" heading="Payment successful" doneNavlink={BACK}>
        <StatusRow label="Paid to" value={payee} />
        <StatusRow label="Amount" value={<Amount value={paise(payment.amount_paise)} />} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Your card&apos;s due and available limit are updated.
        </Typography>
      </StatusLayout>
    );
  }
  if (payment.status === 'FAILED') {
    return (
      <StatusLayout title="Card payment" tone="failed" heading="Payment failed" doneNavlink={BACK}>
        <Alert severity="error">
          {payment.failure_reason ?? 'The payment did not go through. No money was taken.'}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Your due is unchanged. You can try again from Bill Payment.
        </Typography>
      </StatusLayout>
    );
  }
  return (
    <StatusLayout title="Card payment" tone="pending" heading="Waiting for your bank" doneNavlink={BACK}>
      <StatusRow label="Paying" value={payee} />
      <StatusRow label="Amount" value={<Amount value={paise(payment.amount_paise)} />} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {payment.status === 'INITIATED'
          ? 'The payment has not been completed yet. Finish it in the payment window, or leave it: nothing is charged until your bank confirms.'
          : 'Your bank has not confirmed yet. Do not pay again: this page updates by itself.'}
      </Typography>
    </StatusLayout>
  );
}
