import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { creditCardKeys, getCardPayment } from '@/api/endpoints/credit-cards';
import { moneyKeys } from '@/api/idempotency-keys';
import type { CardPayment } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { NoStatus } from './no-status';
import { StatusLayout, StatusRow, type StatusTone } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

const GATE = defineMessages({
  error: { id: 'payments.card.loadError', defaultMessage: 'The payment status could not load' },
  loading: { id: 'payments.card.loading', defaultMessage: 'Loading the payment status' },
});

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
  return (
    <QueryGate query={query} messages={GATE} rows={1}>
      {(payment) => <PaymentShown payment={payment} />}
    </QueryGate>
  );
}

function PaymentShown({ payment }: { payment: CardPayment }) {
  const intl = useIntl();
  // The issuer and card names are data: kept as sent.
  const payeeName = `${payment.issuer} ${payment.card_name}`;
  const payee = <span translate="no">{payeeName}</span>;
  const tone: StatusTone =
    payment.status === 'SUCCESS' ? 'success' : payment.status === 'FAILED' ? 'failed' : 'pending';
  const heading = {
    success: intl.formatMessage({ id: 'payments.card.success', defaultMessage: 'Payment successful' }),
    failed: intl.formatMessage({ id: 'payments.card.failed', defaultMessage: 'Payment failed' }),
    pending: intl.formatMessage({ id: 'payments.card.waiting', defaultMessage: 'Waiting for your bank' }),
  }[tone];
  return (
    <StatusLayout
      title={intl.formatMessage({ id: 'payments.card.title', defaultMessage: 'Card payment' })}
      tone={tone}
      heading={heading}
      doneNavlink={BACK}
    >
      {tone === 'failed' ? (
        <Alert severity="error">
          {payment.failure_reason ??
            intl.formatMessage({
              id: 'payments.card.failedReason',
              defaultMessage: 'The payment did not go through. No money was taken.',
            })}
        </Alert>
      ) : (
        <>
          <StatusRow
            label={
              tone === 'success'
                ? intl.formatMessage({ id: 'payments.card.paidTo', defaultMessage: 'Paid to' })
                : intl.formatMessage({ id: 'payments.card.paying', defaultMessage: 'Paying' })
            }
            value={payee}
          />
          <StatusRow
            label={intl.formatMessage({ id: 'payments.card.amount', defaultMessage: 'Amount' })}
            value={<Amount value={paise(payment.amount_paise)} />}
          />
        </>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        <PaymentHint status={payment.status} />
      </Typography>
    </StatusLayout>
  );
}

/** The line under the figures: what the status means for the card, and what to do now. */
function PaymentHint({ status }: { status: CardPayment['status'] }) {
  if (status === 'SUCCESS')
    return (
      <FormattedMessage
        id="payments.card.updated"
        defaultMessage="Your card's due and available limit are updated."
      />
    );
  if (status === 'FAILED')
    return (
      <FormattedMessage
        id="payments.card.failedHint"
        defaultMessage="Your due is unchanged. You can try again from Bill Payment."
      />
    );
  if (status === 'INITIATED')
    return (
      <FormattedMessage
        id="payments.card.initiated"
        defaultMessage="The payment has not been completed yet. Finish it in the payment window, or leave it: nothing is charged until your bank confirms."
      />
    );
  return (
    <FormattedMessage
      id="payments.card.pending"
      defaultMessage="Your bank has not confirmed yet. Do not pay again: this page updates by itself."
    />
  );
}
