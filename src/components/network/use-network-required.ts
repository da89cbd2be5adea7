import { useCallback } from 'react';

import { presentToast } from '@/native/toast';

import { getOnlineStatus } from './online-status';

/** What the customer is told when an action needs the network: "…to <action>." */
export function offlineActionMessage(action: string): string {
  return `You're offline. Connect to the internet to ${action}.`;
}

/**
 * For actions that cannot work offline (linking an account, revoking consent, unlocking a
 * statement, a withdrawal): returns true when the network is there; otherwise tells the customer
 * why nothing happens, the way their platform shows toasts, and returns false.
 *
 *   const requireNetwork = useNetworkRequired();
 *   onClick={() => requireNetwork('link your account') && start()}
 */
export function requireNetwork(action: string): boolean {
  if (getOnlineStatus().online) return true;
  presentToast('warning', offlineActionMessage(action));
  return false;
}

/** {@link requireNetwork} as a stable callback for components. */
export function useNetworkRequired(): (action: string) => boolean {
  return useCallback((action: string) => requireNetwork(action), []);
}
