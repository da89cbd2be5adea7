import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { getRepayment, instaCashKeys } from '@/api/endpoints/insta-cash';
import type { Repayment } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { paymentTone, usePolledStatus } from './polled-status';
import { StatusGate } from './status-gate';
import { StatusLayout, StatusRow } from './status-layout';
import { useRefreshOnSettled } from './use-settled';

const GATE = defineMessages({
  error: { id: 'payments.repayment.loadError', defaultMessage: 'The repayment status could not load' },
  loading: { id: 'payments.repayment.loading', defaultMessage: 'Loading the repayment status' },
});

const HEADINGS = defineMessages({
  OVERDUE: { id: 'payments.repayment.overduePaid', defaultMessage: 'Overdue EMI paid' },
  NEXT_EMI: { id: 'payments.repayment.nextPaid', defaultMessage: 'Next EMI paid' },
  PREPAY: { id: 'payments.repayment.prepaid', defaultMessage: 'Prepayment made' },
  FORECLOSE: { id: 'payments.repayment.closed', defaultMessage: 'Line closed' },
});

const AMOUNTS = defineMessages({
  principal: { id: 'payments.repayment.principal', defaultMessage: 'Principal' },
  interest: { id: 'payments.repayment.interest', defaultMessage: 'Interest' },
  charges: { id: 'payments.repayment.charges', defaultMessage: 'Charges' },
  total: { id: 'payments.repayment.totalPaid', defaultMessage: 'Total paid' },
  newEmi: { id: 'payments.repayment.newEmi', defaultMessage: 'New EMI' },
});

/** The status of an instant-cash repayment (emi, overdue and foreclosure status routes). */
export function RepaymentStatus({ title }: { title: string }) {
  const { id, query } = usePolledStatus('repayment_id', {
    queryKey: instaCashKeys.repayment,
    fetch: getRepayment,
    polling: (repayment) => repayment?.status === 'PENDING',
  });
  const repayment = query.data;
  useRefreshOnSettled(repayment?.status === 'SUCCESS');
  useEffect(() => {
    if (repayment === undefined) return;
    trackPaymentStep('insta-cash-repayment', `status-${paymentTone(repayment.status)}`, {
      kind: repayment.kind,
    });
  }, [repayment]);

  return (
    <StatusGate id={id} query={query} messages={GATE}>
      {(shown) => <RepaymentShown repayment={shown} title={title} />}
    </StatusGate>
  );
}

function RepaymentShown({ repayment, title }: { repayment: Repayment; title: string }) {
  const intl = useIntl();
  const tone = paymentTone(repayment.status);
  const heading =
    repayment.status === 'SUCCESS'
      ? intl.formatMessage(HEADINGS[repayment.kind])
      : repayment.status === 'FAILED'
        ? intl.formatMessage({ id: 'payments.repayment.failed', defaultMessage: 'Repayment failed' })
        : intl.formatMessage({ id: 'payments.repayment.waiting', defaultMessage: 'Waiting for your bank' });
  // The new EMI only when the repayment changed it.
  const amounts = (
    [
      ['principal', repayment.principal_paise],
      ['interest', repayment.interest_paise],
      ['charges', repayment.charges_paise],
      ['total', repayment.total_paise],
      ['newEmi', repayment.emi_after_paise],
    ] as const
  ).filter((row): row is readonly [keyof typeof AMOUNTS, number] => row[1] !== null);
  return (
    <StatusLayout title={title} tone={tone} heading={heading} doneNavlink="/insta-cash">
      {amounts.map(([name, amount]) => (
        <StatusRow
          key={name}
          label={intl.formatMessage(AMOUNTS[name])}
          value={<Amount value={paise(amount)} />}
        />
      ))}
      {repayment.line_closed && (
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage
            id="payments.repayment.nothingLeft"
            defaultMessage="Nothing is left to repay on your instant-cash line."
          />
        </Typography>
      )}
    </StatusLayout>
  );
}
