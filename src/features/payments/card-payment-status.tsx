import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { creditCardKeys, getCardPayment } from '@/api/endpoints/credit-cards';
import { moneyKeys } from '@/api/idempotency-keys';
import type { CardPayment } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { paymentTone, usePolledStatus } from './polled-status';
import { StatusGate } from './status-gate';
import { StatusLayout, StatusRow } from './status-layout';
import { useRefreshOnSettled } from './use-settled';

const GATE = defineMessages({
  error: { id: 'payments.card.loadError', defaultMessage: 'The payment status could not load' },
  loading: { id: 'payments.card.loading', defaultMessage: 'Loading the payment status' },
});

const BACK = '/credit-cards?tab=bill-payment';

/** A card bill payment's status: read from the server and asked again every 2 s until it is final. */
export function CardPaymentStatus() {
  const { id, query } = usePolledStatus('payment_id', {
    queryKey: creditCardKeys.payment,
    fetch: getCardPayment,
    polling: (payment) => payment === undefined || paymentTone(payment.status) === 'pending',
  });
  const status = query.data?.status;
  useRefreshOnSettled(status === 'SUCCESS');
  useEffect(() => {
    if (status === undefined) return;
    const tone = paymentTone(status);
    trackPaymentStep('card-bill', `status-${tone}`);
    if (tone !== 'pending') moneyKeys.releaseResult(id);
  }, [status, id]);

  return (
    <StatusGate id={id} query={query} messages={GATE}>
      {(payment) => <PaymentShown payment={payment} />}
    </StatusGate>
  );
}

function PaymentShown({ payment }: { payment: CardPayment }) {
  const intl = useIntl();
  // The issuer and card names are data: kept as sent.
  const payeeName = `${payment.issuer} ${payment.card_name}`;
  const payee = <span translate="no">{payeeName}</span>;
  const tone = paymentTone(payment.status);
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
