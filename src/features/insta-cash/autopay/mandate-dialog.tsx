import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { instaCashKeys, setUpMandate, withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import { requireNetwork } from '@/components/network/use-network-required';
import { MoneyDialog } from '@/components/payment/money-dialog';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { trackPaymentStep } from '@/events/payment-steps';

/**
 * The AutoPay confirmation the "Set up AutoPay" navlink opens: what the mandate allows, then one
 * idempotent POST and the mandate's status page (pending until the bank confirms).
 */
export function MandateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    <MoneyDialog
      titleId="mandate-title"
      title="Set up AutoPay"
      onClose={onClose}
      busy={busy}
      error={mutation.isError ? mutation.error : null}
      closeLabel="Back"
      payLabel="Confirm AutoPay"
      busyLabel="Sending…"
      offlineLabel="Connect to the internet to set up AutoPay"
      onPay={confirm}
    >
      <Typography>
        Each EMI is debited on its due date from
        {account === null ? ' the account your withdrawals go to' : ` your account ••${account.slice(-4)}`},
        for the next five years. Your bank asks you to approve it once.
      </Typography>
    </MoneyDialog>
  );
}
