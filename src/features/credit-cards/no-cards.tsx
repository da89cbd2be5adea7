import CreditCardOff from '@mui/icons-material/CreditCardOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { linkAccountsPath } from '@/domain/navigation/app-paths';

/** What every tab shows before a card is linked: the way into the credit-cards linking journey. */
export function NoCards() {
  return (
    <EmptyPanel
      icon={<CreditCardOff fontSize="large" />}
      title="No credit cards linked yet"
      message="Link your credit cards through the account aggregator to see limits, statements, spends and bills in one place."
      action={
        <Button component={RouterLink} to={linkAccountsPath('credit_cards')} variant="contained">
          Link a credit card
        </Button>
      }
    />
  );
}
