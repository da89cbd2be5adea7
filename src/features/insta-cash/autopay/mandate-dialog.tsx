import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { instaCashKeys, setUpMandate, withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import { errorTextOf } from '@/components/feedback/error-text';
import { useOnlineStatus } from '@/components/network/online-status';
import { requireNetwork } from '@/components/network/use-network-required';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { trackPaymentStep } from '@/events/payment-steps';

/**
 * The AutoPay confirmation the "Set up AutoPay" navlink opens: what the mandate allows, then one
 * idempotent POST and the mandate's status page (pending until the bank confirms).
 */
export function MandateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnlineStatus().online;
  const withdrawals = useQuery(withdrawalsQueryOptions());
  const account = withdrawals.data?.withdrawals[0]?.bank_account_masked ?? null;
  const mutation = useMutation({
    mutationFn: setUpMandate,
    onSuccess: async () => {
      trackPaymentStep('insta-cash-mandate', 'sent');
      await queryClient.invalidateQueries({ queryKey: instaCashKeys.mandate() });
      void navigate(statusRouteFor('mandate'));
    },
    onError: () => trackPaymentStep('insta-cash-mandate', 'refused'),
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const confirm = () => {
    if (!requireNetwork('set up AutoPay')) return;
    trackPaymentStep('insta-cash-mandate', 'confirmed');
    mutation.mutate();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="mandate-title">
      <DialogTitle id="mandate-title">Set up AutoPay</DialogTitle>
      <DialogContent>
        <Typography>
          Each EMI is debited on its due date from
          {account === null ? ' the account your withdrawals go to' : ` your account ••${account.slice(-4)}`},
          for the next five years. Your bank asks you to approve it once.
        </Typography>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorTextOf(mutation.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !online}>
          {!online ? 'Connect to the internet to set up AutoPay' : busy ? 'Sending…' : 'Confirm AutoPay'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
