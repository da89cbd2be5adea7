import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { istDayOf } from '@/domain/loans/iso-day';
import { type RepaymentKind, repaymentProblemText, repaymentQuote } from '@/domain/loans/repayment-quote';
import { parseRupeeInput } from '@/domain/loans/withdrawal-quote';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { trackPaymentStep } from '@/events/payment-steps';
import { presentToast } from '@/native/toast';

import { drawdownsOf } from './drawdowns-of';

const TITLES: Record<RepaymentKind, string> = {
  OVERDUE: 'Pay overdue EMI',
  NEXT_EMI: 'Pay next EMI early',
  PREPAY: 'Prepay principal',
  FORECLOSE: 'Foreclose your line',
};

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
      <Typography color="text.secondary">{label}</Typography>
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
        presentToast('success', 'Repayment made');
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
    if (!requireNetwork('repay instant cash')) return;
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
      title={TITLES[kind]}
      onClose={onClose}
      busy={busy}
      error={mutation.isError ? mutation.error : null}
      closeLabel="Back"
      payLabel={ready ? `Pay ${formatInr(paise(quote.totalPaise))}` : 'Pay'}
      busyLabel="Paying…"
      canPay={ready}
      onPay={pay}
    >
      {kind === 'PREPAY' && (
        <>
          <TextField
            select
            label="Withdrawal"
            value={picked}
            onChange={(event) => setWithdrawalId(event.target.value)}
            fullWidth
            margin="dense"
          >
            {active.map((w) => (
              <MenuItem key={w.withdrawal_id} value={w.withdrawal_id}>
                ₹{(w.amount_paise / 100).toLocaleString('en-IN')} over {w.tenure_months} months
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Amount to prepay in ₹"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="decimal"
            fullWidth
            margin="dense"
          />
        </>
      )}
      {!loaded && <Typography color="text.secondary">Working out the amount…</Typography>}
      {typeof quote === 'string' && (kind !== 'PREPAY' || typed.trim() !== '') && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {repaymentProblemText(quote)}
        </Alert>
      )}
      {ready && (
        <Box component="section" aria-label="Quote" sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}>
          <Row label="Principal" paiseValue={quote.principalPaise} />
          <Row
            label={kind === 'PREPAY' || kind === 'FORECLOSE' ? 'Interest to date' : 'Interest'}
            paiseValue={quote.interestPaise}
          />
          <Row label="Charges" paiseValue={quote.chargesPaise} />
          <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
            <Row label="Total" paiseValue={quote.totalPaise} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {kind === 'FORECLOSE'
              ? 'Every withdrawal closes and no EMI is left. There is no foreclosure charge.'
              : kind === 'PREPAY' && quote.emiAfterPaise !== null && quote.emiBeforePaise !== null
                ? `Your EMI on this withdrawal goes from ${formatInr(paise(quote.emiBeforePaise))} to ${formatInr(paise(quote.emiAfterPaise))}, same end date.`
                : `${quote.lines.reduce((s, l) => s + l.instalments.length, 0)} instalment(s) marked paid; the rest of the schedule is unchanged.`}
          </Typography>
        </Box>
      )}
    </MoneyDialog>
  );
}
