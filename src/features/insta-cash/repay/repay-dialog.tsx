import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { creditCardKeys } from '@/api/endpoints/credit-cards';
import {
  createRepayment,
  emiScheduleQueryOptions,
  instaCashKeys,
  type RepaymentBody,
  withdrawalsQueryOptions,
} from '@/api/endpoints/insta-cash';
import { Amount } from '@/components/amount/amount';
import { requireNetwork } from '@/components/network/use-network-required';
import { MoneyDialog } from '@/components/payment/money-dialog';
import { istDayOf } from '@/domain/dates/ist';
import { type RepaymentKind, repaymentProblemMessage, repaymentQuote } from '@/domain/loans/repayment-quote';
import { parseRupeeInput } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { trackPaymentStep } from '@/events/payment-steps';
import { useFormat } from '@/i18n/use-format';
import { presentToast } from '@/native/toast';

import { drawdownsOf } from './drawdowns-of';

const TITLES = defineMessages<RepaymentKind>({
  OVERDUE: { id: 'instaCash.repay.titleOverdue', defaultMessage: 'Pay overdue EMI' },
  NEXT_EMI: { id: 'instaCash.repay.titleNextEmi', defaultMessage: 'Pay next EMI early' },
  PREPAY: { id: 'instaCash.repay.titlePrepay', defaultMessage: 'Prepay principal' },
  FORECLOSE: { id: 'instaCash.repay.titleForeclose', defaultMessage: 'Foreclose your line' },
});

/** The status page entity of each kind (see `statusRouteFor`). */
const ENTITY: Record<RepaymentKind, string> = {
  OVERDUE: 'overdue',
  NEXT_EMI: 'emi',
  PREPAY: 'emi',
  FORECLOSE: 'foreclosure',
};

function Row({ label, paiseValue }: { label: string; paiseValue: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <Amount value={paise(paiseValue)} />
      </Typography>
    </Box>
  );
}

/**
 * The quote before money moves (principal, interest to date, charges, how the schedule changes),
 * worked out here with the lender's own rules; "Pay" sends the total shown, and the server refuses
 * a total it does not agree with.
 */
export function RepayDialog({ kind, onClose }: { kind: RepaymentKind; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The quote is worked out from the server's figures as they are now, never from a restored or
  // cached copy: a total from before the last payment is refused (409 QUOTE_CHANGED) and the
  // customer is left on the dialog. So both reads are fetched again each time the dialog opens,
  // and the quote waits for them.
  const withdrawals = useQuery({ ...withdrawalsQueryOptions(), refetchOnMount: 'always' });
  const schedule = useQuery({ ...emiScheduleQueryOptions(null), refetchOnMount: 'always' });
  const active = (withdrawals.data?.withdrawals ?? []).filter((w) => w.status === 'ACTIVE');
  const [withdrawalId, setWithdrawalId] = useState('');
  const [typed, setTyped] = useState('');
  const picked = withdrawalId || active[0]?.withdrawal_id || '';
  const mutation = useMutation({
    mutationFn: createRepayment,
    onSuccess: (repayment) => {
      trackPaymentStep('insta-cash-repayment', 'sent', {
        kind: repayment.kind,
        amount_paise: repayment.total_paise,
      });
      // Not awaited: the status page reads its own repayment, and waiting for every screen's
      // refetch on a slow connection left the customer on the paid dialog for seconds.
      void queryClient.invalidateQueries({ queryKey: instaCashKeys.all });
      void queryClient.invalidateQueries({ queryKey: creditCardKeys.all });
      const route = statusRouteFor(ENTITY[repayment.kind]);
      if (route === '') {
        presentToast(
          'success',
          intl.formatMessage({ id: 'instaCash.repay.toast', defaultMessage: 'Repayment made' }),
        );
        onClose();
        return;
      }
      void navigate(`${route}?repayment_id=${encodeURIComponent(repayment.repayment_id)}`);
    },
    onError: () => {
      trackPaymentStep('insta-cash-repayment', 'refused', { kind });
      // A refusal moved no money; the figures may have changed (QUOTE_CHANGED): show today's.
      void withdrawals.refetch();
      void schedule.refetch();
    },
  });

  const loaded =
    withdrawals.data !== undefined &&
    schedule.data !== undefined &&
    withdrawals.isFetchedAfterMount &&
    schedule.isFetchedAfterMount;
  const amountPaise = kind === 'PREPAY' ? parseRupeeInput(typed) : null;
  const quote = !loaded
    ? null
    : repaymentQuote(
        drawdownsOf(withdrawals.data.withdrawals, schedule.data.rows),
        kind === 'PREPAY' ? { kind, withdrawalId: picked, amountPaise: amountPaise ?? 0 } : { kind },
        istDayOf(new Date()),
      );
  const ready = quote !== null && typeof quote !== 'string';
  const busy = mutation.isPending || mutation.isSuccess;

  const pay = () => {
    if (!ready) return;
    const action = intl.formatMessage({
      id: 'instaCash.repay.offlineAction',
      defaultMessage: 'repay instant cash',
      description: 'Ends "You\'re offline. Connect to the internet to …" (the offline toast)',
    });
    if (!requireNetwork(action)) return;
    trackPaymentStep('insta-cash-repayment', 'confirmed', { kind, amount_paise: quote.totalPaise });
    const body: RepaymentBody =
      kind === 'PREPAY'
        ? {
            kind,
            withdrawal_id: picked,
            amount_paise: amountPaise ?? 0,
            expected_total_paise: quote.totalPaise,
          }
        : { kind, expected_total_paise: quote.totalPaise };
    mutation.mutate(body);
  };

  return (
    <MoneyDialog
      titleId="repay-title"
      title={intl.formatMessage(TITLES[kind])}
      onClose={onClose}
      busy={busy}
      error={mutation.isError ? mutation.error : null}
      closeLabel={intl.formatMessage({ id: 'instaCash.repay.back', defaultMessage: 'Back' })}
      payLabel={
        ready
          ? intl.formatMessage(
              { id: 'instaCash.repay.payAmount', defaultMessage: 'Pay {amount}' },
              { amount: format.inr(quote.totalPaise) },
            )
          : intl.formatMessage({ id: 'instaCash.repay.pay', defaultMessage: 'Pay' })
      }
      busyLabel={intl.formatMessage({ id: 'instaCash.repay.paying', defaultMessage: 'Paying…' })}
      offlineLabel={intl.formatMessage({
        id: 'instaCash.repay.offline',
        defaultMessage: 'Connect to the internet to pay',
      })}
      canPay={ready}
      onPay={pay}
    >
      {kind === 'PREPAY' && (
        <>
          <TextField
            select
            label={intl.formatMessage({ id: 'instaCash.repay.withdrawal', defaultMessage: 'Withdrawal' })}
            value={picked}
            onChange={(event) => setWithdrawalId(event.target.value)}
            fullWidth
            margin="dense"
          >
            {active.map((w) => (
              <MenuItem key={w.withdrawal_id} value={w.withdrawal_id}>
                <FormattedMessage
                  id="instaCash.repay.withdrawalOption"
                  defaultMessage="₹{rupees} over {count, plural, one {# month} other {# months}}"
                  values={{ rupees: format.count(w.amount_paise / 100), count: w.tenure_months }}
                />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={intl.formatMessage({
              id: 'instaCash.repay.prepayAmount',
              defaultMessage: 'Amount to prepay in ₹',
            })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="decimal"
            fullWidth
            margin="dense"
          />
        </>
      )}
      {!loaded && (
        <Typography color="textSecondary">
          <FormattedMessage id="instaCash.repay.working" defaultMessage="Working out the amount…" />
        </Typography>
      )}
      {typeof quote === 'string' && (kind !== 'PREPAY' || typed.trim() !== '') && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {intl.formatMessage(repaymentProblemMessage(quote))}
        </Alert>
      )}
      {ready && (
        <Box
          component="section"
          aria-label={intl.formatMessage({ id: 'instaCash.repay.quote', defaultMessage: 'Quote' })}
          sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          <Row
            label={intl.formatMessage({ id: 'instaCash.repay.principal', defaultMessage: 'Principal' })}
            paiseValue={quote.principalPaise}
          />
          <Row
            label={
              kind === 'PREPAY' || kind === 'FORECLOSE'
                ? intl.formatMessage({
                    id: 'instaCash.repay.interestToDate',
                    defaultMessage: 'Interest to date',
                  })
                : intl.formatMessage({ id: 'instaCash.repay.interest', defaultMessage: 'Interest' })
            }
            paiseValue={quote.interestPaise}
          />
          <Row
            label={intl.formatMessage({ id: 'instaCash.repay.charges', defaultMessage: 'Charges' })}
            paiseValue={quote.chargesPaise}
          />
          <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
            <Row
              label={intl.formatMessage({ id: 'instaCash.repay.total', defaultMessage: 'Total' })}
              paiseValue={quote.totalPaise}
            />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {kind === 'FORECLOSE' ? (
              <FormattedMessage
                id="instaCash.repay.forecloseNote"
                defaultMessage="Every withdrawal closes and no EMI is left. There is no foreclosure charge."
              />
            ) : kind === 'PREPAY' && quote.emiAfterPaise !== null && quote.emiBeforePaise !== null ? (
              <FormattedMessage
                id="instaCash.repay.prepayNote"
                defaultMessage="Your EMI on this withdrawal goes from {before} to {after}, same end date."
                values={{ before: format.inr(quote.emiBeforePaise), after: format.inr(quote.emiAfterPaise) }}
              />
            ) : (
              <FormattedMessage
                id="instaCash.repay.paidNote"
                defaultMessage="{count} instalment(s) marked paid; the rest of the schedule is unchanged."
                values={{ count: quote.lines.reduce((s, l) => s + l.instalments.length, 0) }}
              />
            )}
          </Typography>
        </Box>
      )}
    </MoneyDialog>
  );
}
