import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { mandateQueryOptions } from '@/api/endpoints/insta-cash';
import { NavlinkButton } from '@/components/navigation/navlink-button';
import { useOnlineStatus } from '@/components/network/online-status';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { trackPaymentStep } from '@/events/payment-steps';

/**
 * The repayment mandate: what it is now, and "Set up AutoPay" / "Renew AutoPay", which follows the
 * sandbox's lending navlink through the one executor (the confirmation, `MandateDialog`, opens
 * from the overview's `?autopay=setup`).
 */
export function AutoPayCard() {
  const online = useOnlineStatus().online;
  const query = useQuery(mandateQueryOptions());
  const mandate = query.data;
  const status = mandate?.status ?? 'NONE';
  const label = status === 'ACTIVE' ? 'Renew AutoPay' : 'Set up AutoPay';
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
      <NavlinkButton
        navlink={mandate?.setup_navlink ?? ''}
        lending
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={mandate === undefined || !online}
        onFollow={() => trackPaymentStep('insta-cash-mandate', 'started')}
      >
        {online
          ? label
          : `Connect to the internet to ${label.replace('Set', 'set').replace('Renew', 'renew')}`}
      </NavlinkButton>
    </Card>
  );
}
