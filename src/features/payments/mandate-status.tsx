import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { getMandate, instaCashKeys } from '@/api/endpoints/insta-cash';
import type { Mandate } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';
import { useFormat } from '@/i18n/use-format';

import { StatusGate } from './status-gate';
import { StatusLayout, StatusRow, type StatusTone } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

const GATE = defineMessages({
  error: { id: 'payments.mandate.loadError', defaultMessage: 'The AutoPay status could not load' },
  loading: { id: 'payments.mandate.loading', defaultMessage: 'Loading the AutoPay status' },
});

/** AutoPay is on once ACTIVE, waits while PENDING; any other status means it is not set up. */
function mandateTone(mandate: Mandate): StatusTone {
  return mandate.status === 'ACTIVE' ? 'success' : mandate.status === 'PENDING' ? 'pending' : 'failed';
}

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
    trackPaymentStep('insta-cash-mandate', `status-${mandateTone(mandate)}`);
  }, [mandate]);
  return (
    <StatusGate query={query} messages={GATE}>
      {(shown) => <MandateShown mandate={shown} />}
    </StatusGate>
  );
}

function MandateShown({ mandate }: { mandate: Mandate }) {
  const intl = useIntl();
  const format = useFormat();
  const tail = `••${mandate.bank_account_masked?.slice(-4) ?? ''}`;
  const tone = mandateTone(mandate);
  const heading =
    mandate.status === 'ACTIVE'
      ? intl.formatMessage({ id: 'payments.mandate.on', defaultMessage: 'AutoPay is on' })
      : mandate.status === 'PENDING'
        ? intl.formatMessage({
            id: 'payments.mandate.pending',
            defaultMessage: 'Waiting for your bank to confirm AutoPay',
          })
        : intl.formatMessage({ id: 'payments.mandate.off', defaultMessage: 'AutoPay is not set up' });
  return (
    <StatusLayout
      title={intl.formatMessage({ id: 'payments.mandate.title', defaultMessage: 'AutoPay' })}
      tone={tone}
      heading={heading}
      doneNavlink="/insta-cash"
    >
      {mandate.bank_account_masked !== null && (
        <StatusRow
          label={intl.formatMessage({ id: 'payments.mandate.fromAccount', defaultMessage: 'From account' })}
          value={<span translate="no">{tail}</span>}
        />
      )}
      {mandate.max_debit_paise > 0 && (
        <StatusRow
          label={intl.formatMessage({ id: 'payments.mandate.upTo', defaultMessage: 'Up to' })}
          value={<Amount value={paise(mandate.max_debit_paise)} />}
        />
      )}
      {mandate.valid_until !== null && (
        <StatusRow
          label={intl.formatMessage({ id: 'payments.mandate.validUntil', defaultMessage: 'Valid until' })}
          value={format.dayMonthYear(mandate.valid_until)}
        />
      )}
      {mandate.status === 'NONE' && (
        <Typography color="textSecondary">
          <FormattedMessage
            id="payments.mandate.setUpHint"
            defaultMessage="Set up AutoPay from your instant-cash overview."
          />
        </Typography>
      )}
    </StatusLayout>
  );
}
