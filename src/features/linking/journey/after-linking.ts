/**
 * What happens once accounts are linked (docs/product.md#after-linking): inside the host apps, broadcasts
 * refresh the savings mini app and level-2 analytics page (`refreshTransactionScreen`) or the brokers screens
 * (`intent_broadcast_added_trade`); in a plain browser the same effect is invalidating the cached
 * answers those screens show, so they fetch the new accounts when the customer gets there.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { FlowType } from '@/domain/aa/flow-type';
import type { BroadcastName, NativeBridge } from '@/native/bridge';

/** Query roots whose data changes when accounts are linked or revoked. */
export const LINKED_DATA_ROOTS = [
  'savings',
  'banks',
  'equity',
  'tracking',
  'track-v1',
  'aggregator',
  'credit-cards',
] as const;

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
    bridge.emitEvent('aa_linking_complete', { flow, consent_handle: consentHandle });
  }
  await Promise.all(LINKED_DATA_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
