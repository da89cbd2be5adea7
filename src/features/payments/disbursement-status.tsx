import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import type { Withdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { istDayOf } from '@/domain/dates/ist';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';
import { useFormat } from '@/i18n/use-format';

import { NoStatus } from './no-status';
import { StatusGate } from './status-gate';
import { StatusLayout, StatusRow } from './status-layout';
import { STATUS_POLL_MS, useRefreshOnSettled } from './use-settled';

const GATE = defineMessages({
  error: { id: 'payments.disbursement.loadError', defaultMessage: 'The withdrawal could not load' },
  loading: { id: 'payments.disbursement.loading', defaultMessage: 'Loading the withdrawal' },
});

/**
 * Where a withdrawal's money went: the disbursement status of one withdrawal. While the bank has
 * not credited it, the page says so and asks again every {@link STATUS_POLL_MS} until it has.
 */
export function DisbursementStatus() {
  const [params] = useSearchParams();
  const id = params.get('withdrawal_id') ?? '';
  const query = useQuery({
    ...withdrawalsQueryOptions(),
    refetchInterval: (q) =>
      q.state.data?.withdrawals.find((w) => w.withdrawal_id === id)?.disbursement.status === 'PENDING'
        ? STATUS_POLL_MS
        : false,
  });
  const status = query.data?.withdrawals.find((w) => w.withdrawal_id === id)?.disbursement.status;
  useRefreshOnSettled(status === 'CREDITED');
  useEffect(() => {
    if (status === undefined) return;
    trackPaymentStep('insta-cash-withdrawal', status === 'CREDITED' ? 'status-success' : 'status-pending');
  }, [status]);
  return (
    <StatusGate id={id} query={query} messages={GATE}>
      {(data) => {
        const withdrawal = data.withdrawals.find((w) => w.withdrawal_id === id);
        return withdrawal === undefined ? <NoStatus /> : <WithdrawalShown withdrawal={withdrawal} />;
      }}
    </StatusGate>
  );
}

function WithdrawalShown({ withdrawal }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  const format = useFormat();
  const pending = withdrawal.disbursement.status === 'PENDING';
  const tail = `••${withdrawal.bank_account_masked.slice(-4)}`;
  return (
    <StatusLayout
      title={intl.formatMessage({ id: 'payments.disbursement.title', defaultMessage: 'Withdrawal' })}
      tone={pending ? 'pending' : 'success'}
      heading={
        pending
          ? intl.formatMessage({
              id: 'payments.disbursement.sending',
              defaultMessage: 'Sending the money to your bank',
            })
          : intl.formatMessage({
              id: 'payments.disbursement.credited',
              defaultMessage: 'Money credited to your bank',
            })
      }
      doneNavlink="/insta-cash/withdrawals"
    >
      <StatusRow
        label={intl.formatMessage({ id: 'payments.disbursement.withdrawn', defaultMessage: 'Withdrawn' })}
        value={<Amount value={paise(withdrawal.amount_paise)} />}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.disbursement.fee', defaultMessage: 'Processing fee' })}
        value={<Amount value={paise(withdrawal.processing_fee_paise)} />}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.disbursement.creditedAmount', defaultMessage: 'Credited' })}
        value={
          <Amount value={paise(Math.max(0, withdrawal.amount_paise - withdrawal.processing_fee_paise))} />
        }
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.disbursement.toAccount', defaultMessage: 'To account' })}
        value={<span translate="no">{tail}</span>}
      />
      <StatusRow
        label={intl.formatMessage({
          id: 'payments.disbursement.withdrawnOn',
          defaultMessage: 'Withdrawn on',
        })}
        value={format.dayMonthYear(withdrawal.disbursed_on)}
      />
      <StatusRow
        label={intl.formatMessage({ id: 'payments.disbursement.status', defaultMessage: 'Status' })}
        value={
          pending
            ? intl.formatMessage({
                id: 'payments.disbursement.waiting',
                defaultMessage: 'Waiting for your bank to credit it',
              })
            : withdrawal.disbursement.credited_at === null
              ? intl.formatMessage({ id: 'payments.disbursement.creditedState', defaultMessage: 'Credited' })
              : intl.formatMessage(
                  { id: 'payments.disbursement.creditedOn', defaultMessage: 'Credited {date}' },
                  { date: format.dayMonthYear(istDayOf(new Date(withdrawal.disbursement.credited_at))) },
                )
        }
      />
    </StatusLayout>
  );
}
