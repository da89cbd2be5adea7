import CreditCardOff from '@mui/icons-material/CreditCardOff';

import { EmptyPanel } from '@/components/feedback/empty-panel';

/** What every tab shows before a card is linked. */
export function NoCards() {
  return (
    <EmptyPanel
      icon={<CreditCardOff fontSize="large" />}
      title="No credit cards linked yet"
      message="Link your credit cards through the account aggregator to see limits, statements, spends and bills in one place."
    />
  );
}
