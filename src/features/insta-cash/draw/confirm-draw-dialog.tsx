import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { createWithdrawal, instaCashKeys } from '@/api/endpoints/insta-cash';
import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { errorTextOf } from '@/components/feedback/error-text';
import { requireNetwork } from '@/components/network/use-network-required';
import type { WithdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';
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
  const intl = useIntl();
  const format = useFormat();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createWithdrawal,
    onSuccess: async (created) => {
      presentToast(
        'success',
        intl.formatMessage({ id: 'instaCash.confirm.toast', defaultMessage: 'Withdrawal confirmed' }),
      );
      onDone(created);
      await queryClient.invalidateQueries({ queryKey: instaCashKeys.all });
    },
  });
  const strong = (paiseValue: number) => (
    <strong>
      <Amount value={paise(paiseValue)} />
    </strong>
  );
  const credited = <Amount value={paise(quote.creditedPaise)} />;
  const fee = <Amount value={paise(quote.processingFeePaise)} />;
  const lentBy = <span translate="no">{lender}</span>;
  const tail = bankAccountMasked === null ? '' : `••${bankAccountMasked.slice(-4)}`;
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-draw-title"
    >
      <DialogTitle id="confirm-draw-title">
        <FormattedMessage id="instaCash.confirm.title" defaultMessage="Confirm withdrawal" />
      </DialogTitle>
      <DialogContent>
        <Typography>
          <FormattedMessage
            id="instaCash.confirm.summary"
            defaultMessage="Withdraw {amount} and repay {emi} a month for {count, plural, one {# month} other {# months}}, starting {date}."
            values={{
              amount: strong(quote.amountPaise),
              emi: strong(quote.emiPaise),
              count: quote.tenureMonths,
              date: format.dayMonthYear(quote.firstDueDate),
            }}
          />
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {bankAccountMasked === null ? (
            <FormattedMessage
              id="instaCash.confirm.creditAnyAccount"
              defaultMessage="{credited} reaches your linked bank account after the processing fee of {fee}. Lent by {lender}; you can cancel within 3 days at no cost."
              values={{ credited, fee, lender: lentBy }}
            />
          ) : (
            <FormattedMessage
              id="instaCash.confirm.creditAccount"
              defaultMessage="{credited} reaches your account {account} after the processing fee of {fee}. Lent by {lender}; you can cancel within 3 days at no cost."
              values={{ credited, fee, lender: lentBy, account: <span translate="no">{tail}</span> }}
            />
          )}
        </Typography>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorTextOf(mutation.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={mutation.isPending}>
          <FormattedMessage id="instaCash.confirm.back" defaultMessage="Back" />
        </Button>
        <Button
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => {
            const action = intl.formatMessage({
              id: 'instaCash.confirm.offlineAction',
              defaultMessage: 'withdraw instant cash',
              description: 'Ends "You\'re offline. Connect to the internet to …" (the offline toast)',
            });
            if (!requireNetwork(action)) return;
            mutation.mutate({ amountPaise: quote.amountPaise, tenureMonths: quote.tenureMonths });
          }}
        >
          {mutation.isPending ? (
            <FormattedMessage id="instaCash.confirm.sending" defaultMessage="Sending…" />
          ) : (
            <FormattedMessage id="instaCash.confirm.confirm" defaultMessage="Confirm withdrawal" />
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
