import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { instaCashKeys, mandateQueryOptions, setUpMandate } from '@/api/endpoints/insta-cash';
import { errorTextOf } from '@/components/feedback/error-text';
import { useOnlineStatus } from '@/components/network/online-status';
import { requireNetwork } from '@/components/network/use-network-required';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { trackPaymentStep } from '@/events/payment-steps';

/** The repayment mandate: set it up, or renew it; its status page shows the bank's answer. */
export function AutoPayCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnlineStatus().online;
  const query = useQuery(mandateQueryOptions());
  const mutation = useMutation({
    mutationFn: setUpMandate,
    onSuccess: async () => {
      trackPaymentStep('insta-cash-mandate', 'sent');
      await queryClient.invalidateQueries({ queryKey: instaCashKeys.mandate() });
      void navigate(statusRouteFor('mandate'));
    },
  });
  const mandate = query.data;
  const status = mandate?.status ?? 'NONE';
  return (
    <Card component="section" aria-labelledby="autopay-heading" sx={{ p: 2 }}>
      <Typography id="autopay-heading" variant="overline" component="h2" color="text.secondary">
        AutoPay
      </Typography>
      <Typography>
        {status === 'ACTIVE' && mandate?.valid_until
          ? `On until ${dayMonthYearText(mandate.valid_until)}: EMIs are debited on their due date.`
          : status === 'PENDING'
            ? 'Waiting for your bank to confirm.'
            : 'Not set up: EMIs are not debited automatically.'}
      </Typography>
      {mutation.isError && (
        <Typography color="error" role="alert">
          {errorTextOf(mutation.error)}
        </Typography>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={mutation.isPending || !online}
        onClick={() => {
          if (!requireNetwork('set up AutoPay')) return;
          trackPaymentStep('insta-cash-mandate', 'confirmed');
          mutation.mutate();
        }}
      >
        {!online
          ? 'Connect to the internet to set up AutoPay'
          : status === 'ACTIVE'
            ? 'Renew AutoPay'
            : 'Set up AutoPay'}
      </Button>
    </Card>
  );
}
