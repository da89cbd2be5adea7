import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createWithdrawal, instaCashKeys } from '@/api/endpoints/insta-cash';
import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { errorTextOf } from '@/components/feedback/error-text';
import { requireNetwork } from '@/components/network/use-network-required';
import { dayMonthYearText } from '@/domain/dates/day-text';
import type { WithdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';
import { presentToast } from '@/native/toast';

/** The last look before money moves: amount, EMI, dates, where it goes. Only "Confirm" draws. */
export function ConfirmDrawDialog({
  open,
  quote,
  lender,
  bankAccountMasked,
  onClose,
  onDone,
}: {
  open: boolean;
  quote: WithdrawalQuote;
  lender: string;
  bankAccountMasked: string | null;
  onClose: () => void;
  onDone: (created: CreatedWithdrawal) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createWithdrawal,
    onSuccess: async (created) => {
      presentToast('success', 'Withdrawal confirmed');
      onDone(created);
      await queryClient.invalidateQueries({ queryKey: instaCashKeys.all });
    },
  });
  const account =
    bankAccountMasked === null ? 'your linked bank account' : `your account ••${bankAccountMasked.slice(-4)}`;
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-draw-title"
    >
      <DialogTitle id="confirm-draw-title">Confirm withdrawal</DialogTitle>
      <DialogContent>
        <Typography>
          Withdraw{' '}
          <strong>
            <Amount value={paise(quote.amountPaise)} />
          </strong>{' '}
          and repay{' '}
          <strong>
            <Amount value={paise(quote.emiPaise)} />
          </strong>{' '}
          a month for {quote.tenureMonths} months, starting {dayMonthYearText(quote.firstDueDate)}.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <Amount value={paise(quote.creditedPaise)} /> reaches {account} after the processing fee of{' '}
          <Amount value={paise(quote.processingFeePaise)} />. Lent by {lender}; you can cancel within 3 days
          at no cost.
        </Typography>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorTextOf(mutation.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Back
        </Button>
        <Button
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => {
            if (!requireNetwork('withdraw instant cash')) return;
            mutation.mutate({ amountPaise: quote.amountPaise, tenureMonths: quote.tenureMonths });
          }}
        >
          {mutation.isPending ? 'Sending…' : 'Confirm withdrawal'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
