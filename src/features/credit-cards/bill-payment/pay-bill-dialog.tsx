import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { payCardBill } from '@/api/endpoints/credit-cards';
import type { CardBill, CardPayment } from '@/api/schemas/credit-cards';
import { requireNetwork } from '@/components/network/use-network-required';
import { MoneyDialog } from '@/components/payment/money-dialog';
import { env } from '@/config/env';
import {
  billAmountMessage,
  billAmountProblem,
  maxBillPaymentPaise,
} from '@/domain/cards/bill-payment-amount';
import { parseRupeeInput } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';
import { useFormat } from '@/i18n/use-format';
import { getBridge } from '@/native/get-bridge';
import { currentPlatform } from '@/native/platform';

type Choice = 'total' | 'minimum' | 'other';

/** The card payment's status page (see the payments feature). */
function statusPathOf(paymentId: string): string {
  return `/payment/card/status?payment_id=${encodeURIComponent(paymentId)}`;
}

/**
 * Pay a card bill: the total due, the minimum due or an amount of your own (more than ₹0, at most
 * the due plus unbilled spends, in whole paise). In a browser the payment step is the gateway page;
 * in the apps a UPI intent handed to the system through the native redirect. Either way the
 * customer lands on the payment's status page.
 */
export function PayBillDialog({
  bill,
  open,
  onClose,
}: {
  bill: CardBill;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>('total');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const maxPaise = maxBillPaymentPaise({
    outstandingPaise: bill.outstanding_paise,
    unbilledPaise: bill.unbilled_paise,
  });
  const minimum = bill.min_outstanding_paise > 0 && bill.min_outstanding_paise < bill.outstanding_paise;
  const problem = choice === 'other' ? billAmountProblem(typed, maxPaise) : null;
  const amountPaise =
    choice === 'total'
      ? bill.outstanding_paise
      : choice === 'minimum'
        ? bill.min_outstanding_paise
        : (parseRupeeInput(typed) ?? 0);
  const channel = currentPlatform() === 'web' ? 'GATEWAY' : 'UPI_INTENT';

  const mutation = useMutation({
    mutationFn: payCardBill,
    onSuccess: async (payment: CardPayment) => {
      trackPaymentStep('card-bill', 'redirected', {
        amount_paise: payment.amount_paise,
        channel: payment.channel,
      });
      if (payment.channel === 'GATEWAY') {
        window.location.assign(
          new URL(payment.redirect_url, env.VITE_GATEWAY_URL || window.location.origin).toString(),
        );
        return;
      }
      // The UPI app opens on top; the status page polls until the bank answers.
      (await getBridge()).redirectWithConfig(payment.redirect_url);
      void navigate(statusPathOf(payment.payment_id));
    },
    onError: (error) => trackPaymentStep('card-bill', 'refused', { code: codeOf(error) }),
  });

  const pay = () => {
    setTouched(true);
    if (problem !== null || amountPaise <= 0) return;
    if (
      !requireNetwork(
        intl.formatMessage({ id: 'creditCards.pay.needsNetwork', defaultMessage: 'pay your card bill' }),
      )
    )
      return;
    trackPaymentStep('card-bill', 'confirmed', { amount_paise: amountPaise, channel });
    mutation.mutate({ cardId: bill.card_id, amountPaise, channel });
  };
  const busy = mutation.isPending || mutation.isSuccess;
  const cardText = `${bill.issuer} ${bill.card_name}`;
  const problemText = (found: NonNullable<typeof problem>) => {
    const text = billAmountMessage(found, format.inr(paise(maxPaise)));
    return intl.formatMessage(text, text.values);
  };

  return (
    <MoneyDialog
      titleId="pay-bill-title"
      title={
        <FormattedMessage
          id="creditCards.pay.title"
          defaultMessage="Pay {card}"
          values={{ card: <span translate="no">{cardText}</span> }}
        />
      }
      open={open}
      onClose={onClose}
      busy={busy}
      error={mutation.isError ? mutation.error : null}
      closeLabel={intl.formatMessage({ id: 'creditCards.pay.cancel', defaultMessage: 'Cancel' })}
      payLabel={
        amountPaise > 0
          ? intl.formatMessage(
              { id: 'creditCards.pay.payAmount', defaultMessage: 'Pay {amount}' },
              { amount: format.inr(paise(amountPaise)) },
            )
          : intl.formatMessage({ id: 'creditCards.pay.pay', defaultMessage: 'Pay' })
      }
      busyLabel={intl.formatMessage({ id: 'creditCards.pay.opening', defaultMessage: 'Opening payment…' })}
      onPay={pay}
    >
      <RadioGroup
        aria-label={intl.formatMessage({
          id: 'creditCards.pay.amountGroup',
          defaultMessage: 'Amount to pay',
        })}
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
      >
        {choiceOf(
          'total',
          intl.formatMessage(
            { id: 'creditCards.pay.totalDue', defaultMessage: 'Total due · {amount}' },
            { amount: format.inr(paise(bill.outstanding_paise)) },
          ),
        )}
        {minimum &&
          choiceOf(
            'minimum',
            intl.formatMessage(
              { id: 'creditCards.pay.minimumDue', defaultMessage: 'Minimum due · {amount}' },
              { amount: format.inr(paise(bill.min_outstanding_paise)) },
            ),
          )}
        {choiceOf(
          'other',
          intl.formatMessage({ id: 'creditCards.pay.another', defaultMessage: 'Another amount' }),
        )}
      </RadioGroup>
      {choice === 'other' && (
        <TextField
          label={intl.formatMessage({ id: 'creditCards.pay.amountField', defaultMessage: 'Amount in ₹' })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTouched(true)}
          inputMode="decimal"
          fullWidth
          margin="dense"
          autoFocus
          error={touched && problem !== null}
          helperText={
            touched && problem !== null
              ? problemText(problem)
              : intl.formatMessage(
                  { id: 'creditCards.pay.upTo', defaultMessage: 'Up to {max}, the due plus unbilled spends' },
                  { max: format.inr(paise(maxPaise)) },
                )
          }
          slotProps={{
            htmlInput: { 'aria-describedby': undefined, style: { fontVariantNumeric: 'tabular-nums' } },
          }}
        />
      )}
    </MoneyDialog>
  );
}

/** One way to pay, as a radio of the amount group. */
function choiceOf(value: Choice, label: string) {
  return <FormControlLabel value={value} control={<Radio />} label={label} />;
}

function codeOf(error: unknown): string {
  const body = (error as { body?: { error?: { code?: unknown } } } | null)?.body;
  return typeof body?.error?.code === 'string' ? body.error.code : 'UNKNOWN';
}
