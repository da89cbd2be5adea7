import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withdrawals = useQuery(withdrawalsQueryOptions());
  const account = withdrawals.data?.withdrawals[0]?.bank_account_masked ?? null;
  const tail = `••${account?.slice(-4) ?? ''}`;
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
    const action = intl.formatMessage({
      id: 'instaCash.mandate.offlineAction',
      defaultMessage: 'set up AutoPay',
      description: 'Ends "You\'re offline. Connect to the internet to …" (the offline toast)',
    });
    if (!requireNetwork(action)) return;
    trackPaymentStep('insta-cash-mandate', 'confirmed');
    mutation.mutate();
  };
  return (
    <MoneyDialog
      titleId="mandate-title"
      title={intl.formatMessage({ id: 'instaCash.mandate.title', defaultMessage: 'Set up AutoPay' })}
      onClose={onClose}
      busy={busy}
      error={mutation.isError ? mutation.error : null}
      closeLabel={intl.formatMessage({ id: 'instaCash.mandate.back', defaultMessage: 'Back' })}
      payLabel={intl.formatMessage({ id: 'instaCash.mandate.confirm', defaultMessage: 'Confirm AutoPay' })}
      busyLabel={intl.formatMessage({ id: 'instaCash.mandate.sending', defaultMessage: 'Sending…' })}
      offlineLabel={intl.formatMessage({
        id: 'instaCash.mandate.offline',
        defaultMessage: 'Connect to the internet to set up AutoPay',
      })}
      onPay={confirm}
    >
      <Typography>
        {account === null ? (
          <FormattedMessage
            id="instaCash.mandate.explainAnyAccount"
            defaultMessage="Each EMI is debited on its due date from the account your withdrawals go to, for the next five years. Your bank asks you to approve it once."
          />
        ) : (
          <FormattedMessage
            id="instaCash.mandate.explainAccount"
            defaultMessage="Each EMI is debited on its due date from your account {account}, for the next five years. Your bank asks you to approve it once."
            values={{ account: <span translate="no">{tail}</span> }}
          />
        )}
      </Typography>
    </MoneyDialog>
  );
}
