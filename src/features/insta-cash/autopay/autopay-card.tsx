import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { mandateQueryOptions } from '@/api/endpoints/insta-cash';
import { NavlinkButton } from '@/components/navigation/navlink-button';
import { useOnlineStatus } from '@/components/network/online-status';
import { trackPaymentStep } from '@/events/payment-steps';
import { useFormat } from '@/i18n/use-format';

/**
 * The repayment mandate: what it is now, and "Set up AutoPay" / "Renew AutoPay", which follows the
 * sandbox's lending navlink through the one executor (the confirmation, `MandateDialog`, opens
 * from the overview's `?autopay=setup`).
 */
export function AutoPayCard() {
  const intl = useIntl();
  const format = useFormat();
  const online = useOnlineStatus().online;
  const query = useQuery(mandateQueryOptions());
  const mandate = query.data;
  const status = mandate?.status ?? 'NONE';
  const renew = status === 'ACTIVE';
  // One whole sentence per button state, so Hindi can order its words.
  const label = online
    ? renew
      ? intl.formatMessage({ id: 'instaCash.autopay.renew', defaultMessage: 'Renew AutoPay' })
      : intl.formatMessage({ id: 'instaCash.autopay.setUp', defaultMessage: 'Set up AutoPay' })
    : renew
      ? intl.formatMessage({
          id: 'instaCash.autopay.renewOffline',
          defaultMessage: 'Connect to the internet to renew AutoPay',
        })
      : intl.formatMessage({
          id: 'instaCash.autopay.setUpOffline',
          defaultMessage: 'Connect to the internet to set up AutoPay',
        });
  return (
    <Card component="section" aria-labelledby="autopay-heading" sx={{ p: 2 }}>
      <Typography id="autopay-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage id="instaCash.autopay.heading" defaultMessage="AutoPay" />
      </Typography>
      <Typography>
        {status === 'ACTIVE' && mandate?.valid_until ? (
          <FormattedMessage
            id="instaCash.autopay.onUntil"
            defaultMessage="On until {date}: EMIs are debited on their due date."
            values={{ date: format.dayMonthYear(mandate.valid_until) }}
          />
        ) : status === 'PENDING' ? (
          <FormattedMessage
            id="instaCash.autopay.pending"
            defaultMessage="Waiting for your bank to confirm."
          />
        ) : (
          <FormattedMessage
            id="instaCash.autopay.notSetUp"
            defaultMessage="Not set up: EMIs are not debited automatically."
          />
        )}
      </Typography>
      <NavlinkButton
        navlink={mandate?.setup_navlink ?? ''}
        lending
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={mandate === undefined || !online}
        onFollow={() => trackPaymentStep('insta-cash-mandate', 'started')}
      >
        {label}
      </NavlinkButton>
    </Card>
  );
}
