/**
 * What happens once accounts are linked (docs/product.md#after-linking): inside the host apps, broadcasts
 * refresh the savings mini app and level-2 analytics page (`refreshTransactionScreen`) or the brokers screens
 * (`intent_broadcast_added_trade`); in a plain browser the same effect is invalidating the cached
 * answers those screens show, so they fetch the new accounts when the customer gets there. After an
 * insurance linking the host also gets the insurance refresh action, with the tab the customer left
 * the insurance list at, so its screen re-reads the policies on that tab. A credit-cards linking is its
 * own: the host gets the transactions broadcast (card spends feed the analytics) and the cards refresh
 * action, and only the caches that show cards or linked accounts are dropped.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { FlowType } from '@/domain/aa/flow-type';
import { CARDS_REFRESH_SCREEN, cardsRefreshAction } from '@/domain/cards/refresh-action';
import { INSURANCE_REFRESH_SCREEN, insuranceRefreshAction } from '@/domain/insurance/refresh-action';
import type { BroadcastName, NativeBridge } from '@/native/bridge';
import { getSelectedTab } from '@/storage/repositories/prefs';

/** The prefs screen name under which the insurance list keeps its tab (docs/storage.md). */
export const INSURANCE_TAB_SCREEN = 'insurance';

/** Query roots whose data changes when accounts are linked or revoked. */
export const LINKED_DATA_ROOTS = [
  'savings',
  'banks',
  'equity',
  'tracking',
  'track-v1',
  'aggregator',
  'credit-cards',
  'mutual-funds',
] as const;

/** What a linked credit card changes: the cards area and the lists of linked accounts. */
const CARD_DATA_ROOTS = ['credit-cards', 'tracking', 'track-v1', 'aggregator'] as const;

/** The query roots a flow's linking makes stale. */
function linkedDataRoots(flow: FlowType): readonly string[] {
  return flow === 'credit_cards' ? CARD_DATA_ROOTS : LINKED_DATA_ROOTS;
}

export function broadcastFor(flow: FlowType, equityAccounts: boolean): BroadcastName {
  return flow === 'equity' || equityAccounts ? 'intent_broadcast_added_trade' : 'refreshTransactionScreen';
}

export async function announceLinked(
  bridge: NativeBridge,
  queryClient: QueryClient,
  { flow, equityAccounts, consentHandle }: { flow: FlowType; equityAccounts: boolean; consentHandle: string },
): Promise<void> {
  if (bridge.platform !== 'web') {
    bridge.refreshBroadcast(broadcastFor(flow, equityAccounts));
    if (flow === 'insurance') {
      const tab = await getSelectedTab(INSURANCE_TAB_SCREEN);
      bridge.refreshWithData(INSURANCE_REFRESH_SCREEN, insuranceRefreshAction(tab));
    }
    if (flow === 'credit_cards') bridge.refreshWithData(CARDS_REFRESH_SCREEN, cardsRefreshAction());
    bridge.emitEvent('aa_linking_complete', { flow, consent_handle: consentHandle });
  }
  await Promise.all(linkedDataRoots(flow).map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
