import CreditCardOff from '@mui/icons-material/CreditCardOff';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { linkAccountsPath } from '@/domain/navigation/app-paths';

/** What every tab shows before a card is linked: the way into the credit-cards linking journey. */
export function NoCards() {
  const intl = useIntl();
  return (
    <EmptyPanel
      icon={<CreditCardOff fontSize="large" />}
      title={intl.formatMessage({
        id: 'creditCards.empty.title',
        defaultMessage: 'No credit cards linked yet',
      })}
      message={intl.formatMessage({
        id: 'creditCards.empty.message',
        defaultMessage:
          'Link your credit cards through the account aggregator to see limits, statements, spends and bills in one place.',
      })}
      action={
        <Button component={RouterLink} to={linkAccountsPath('credit_cards')} variant="contained">
          <FormattedMessage id="creditCards.empty.link" defaultMessage="Link a credit card" />
        </Button>
      }
    />
  );
}
