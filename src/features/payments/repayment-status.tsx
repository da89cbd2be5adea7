import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { getRepayment, instaCashKeys } from '@/api/endpoints/insta-cash';
import type { Repayment } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';

import { NoStatus } from './no-status';
import { StatusLayout, StatusRow } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

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

/** The status of an instant-cash repayment (emi, overdue and foreclosure status routes). */
export function RepaymentStatus({ title }: { title: string }) {
  const [params] = useSearchParams();
  const id = params.get('repayment_id') ?? '';
  const query = useQuery({
    queryKey: instaCashKeys.repayment(id),
    queryFn: ({ signal }) => getRepayment(id, signal),
    enabled: id !== '',
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? STATUS_POLL_MS : false),
  });
  const repayment = query.data;
  useRefreshOnSettled(repayment?.status === 'SUCCESS');
  useEffect(() => {
    if (repayment === undefined) return;
    const step =
      repayment.status === 'SUCCESS'
        ? 'status-success'
        : repayment.status === 'FAILED'
          ? 'status-failed'
          : 'status-pending';
    trackPaymentStep('insta-cash-repayment', step, { kind: repayment.kind });
  }, [repayment]);

  if (id === '') return <NoStatus />;
  return (
    <QueryGate query={query} messages={GATE} rows={1}>
      {(shown) => <RepaymentShown repayment={shown} title={title} />}
    </QueryGate>
  );
}

function RepaymentShown({ repayment, title }: { repayment: Repayment; title: string }) {
  const intl = useIntl();
  const tone =
    repayment.status === 'SUCCESS' ? 'success' : repayment.status === 'FAILED' ? 'failed' : 'pending';
  const heading =
    repayment.status === 'SUCCESS'
      ? intl.formatMessage(HEADINGS[repayment.kind])
      : repayment.status === 'FAILED'
        ? intl.formatMessage({ id: 'payments.repayment.failed', defaultMessage: 'Repayment failed' })
        : intl.formatMessage({ id: 'payments.repayment.waiting', defaultMessage: 'Waiting for your bank' });
  return (
    <StatusLayout title={title} tone={tone} heading={heading} doneNavlink="/insta-cash">
      <StatusRow
        label={intl.formatMessage({ id: 'payments.repayment.principal', defaultMessage: 'Principal' })}
        value={<Amount value={paise(repayment.principal_paise)} />}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.repayment.interest', defaultMessage: 'Interest' })}
        value={<Amount value={paise(repayment.interest_paise)} />}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.repayment.charges', defaultMessage: 'Charges' })}
        value={<Amount value={paise(repayment.charges_paise)} />}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.repayment.totalPaid', defaultMessage: 'Total paid' })}
        value={<Amount value={paise(repayment.total_paise)} />}
      />
      {repayment.emi_after_paise !== null && (
        <StatusRow
          label={intl.formatMessage({ id: 'payments.repayment.newEmi', defaultMessage: 'New EMI' })}
          value={<Amount value={paise(repayment.emi_after_paise)} />}
        />
      )}
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
