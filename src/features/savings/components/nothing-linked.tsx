import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { smsBottomsheetQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { linkAccountsPath } from '@/domain/navigation/app-paths';

/**
 * A customer with no bank linked (persona newbie): an invitation, not an empty dashboard, with
 * why linking beats SMS tracking (GET `/sms-depreciation-bottomsheet`) when the service says so.
 */
export function NothingLinked({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  const sms = useQuery(smsBottomsheetQueryOptions());
  const points = sms.data?.show === true ? sms.data.points : [];
  return (
    <EmptyPanel
      icon={<AccountBalanceWallet fontSize="large" />}
      title={
        screen.empty_state?.title ??
        intl.formatMessage({
          id: 'savings.empty.title',
          defaultMessage: 'Track all your bank accounts in one place',
        })
      }
      message={
        screen.empty_state?.message ??
        intl.formatMessage({
          id: 'savings.empty.message',
          defaultMessage:
            'Link your savings accounts through the RBI-regulated account aggregator to see balances and spending.',
        })
      }
      action={
        <>
          {points.length > 0 && (
            <Box
              component="ul"
              aria-label={intl.formatMessage({
                id: 'savings.empty.whyName',
                defaultMessage: 'Why link through the account aggregator',
              })}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mb: 2.5,
                display: 'inline-grid',
                gap: 1,
                textAlign: 'left',
              }}
            >
              {points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CheckCircle color="success" fontSize="small" aria-hidden />
                  <Typography variant="body2">{point}</Typography>
                </Box>
              ))}
            </Box>
          )}
          <Box>
            <Button component={RouterLink} to={linkAccountsPath('savings')} variant="contained" size="large">
              <FormattedMessage id="savings.empty.link" defaultMessage="Link bank accounts" />
            </Button>
          </Box>
        </>
      }
    />
  );
}
