import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { useSearchParam } from '@/components/navigation/use-search-param';

import { CARD_TAB_LABELS, CARD_TABS, type CardTab } from './card-tabs';
import { MyCardsPanel } from './my-cards/my-cards-panel';

// My cards is the first screen; the analytics and the bill payment load when their tab opens.
const AnalyticsPanel = lazyNamed(() => import('./analytics/analytics-panel'), 'AnalyticsPanel');
const BillPaymentPanel = lazyNamed(() => import('./bill-payment/bill-payment-panel'), 'BillPaymentPanel');

/**
 * Credit cards (docs/product.md#tabs-and-filters): My Cards, Analytics and Bill Payment, the tab kept in
 * `?tab=`.
 */
export function Component() {
  const intl = useIntl();
  const [tab, setTab] = useSearchParam<CardTab>('tab', CARD_TABS, 'my-cards');
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'creditCards.page.title', defaultMessage: 'Credit cards' })}
      />
      <TabBar
        label={intl.formatMessage({ id: 'creditCards.tabs.label', defaultMessage: 'Credit card views' })}
        value={tab}
        onChange={setTab}
        tabs={CARD_TABS.map((id) => ({
          value: id,
          label: intl.formatMessage(CARD_TAB_LABELS[id]),
          id: `cards-tab-${id}`,
          controls: 'cards-panel',
        }))}
        gutterBottom
      />
      <Box role="tabpanel" id="cards-panel" aria-labelledby={`cards-tab-${tab}`}>
        {tab === 'my-cards' && <MyCardsPanel />}
        {tab === 'analytics' && (
          <LazyPart>
            <AnalyticsPanel onOpenMyCards={() => setTab('my-cards')} />
          </LazyPart>
        )}
        {tab === 'bill-payment' && (
          <LazyPart>
            <BillPaymentPanel />
          </LazyPart>
        )}
      </Box>
    </>
  );
}
