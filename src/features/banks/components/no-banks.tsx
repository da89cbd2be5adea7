import AccountBalance from '@mui/icons-material/AccountBalance';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { linkAccountsPath } from '@/domain/navigation/app-paths';

/** Banks with no bank linked: why and how to link one. */
export function NoBanks() {
  const intl = useIntl();
  return (
    <EmptyPanel
      icon={<AccountBalance fontSize="large" />}
      title={intl.formatMessage({ id: 'banks.empty.title', defaultMessage: 'No bank linked yet' })}
      message={intl.formatMessage({
        id: 'banks.empty.message',
        defaultMessage:
          'Link your bank accounts through the RBI-regulated account aggregator to see every balance in one place. Read-only, and you can revoke consent any time.',
      })}
      action={
        <Button component={RouterLink} to={linkAccountsPath('savings')} variant="contained" size="large">
          <FormattedMessage id="banks.empty.link" defaultMessage="Link bank accounts" />
        </Button>
      }
    />
  );
}
