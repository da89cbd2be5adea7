import type { IntlShape } from 'react-intl';

import { appIntl } from '@/i18n/app-intl';
import { presentToast } from '@/native/toast';

import { getOnlineStatus } from './online-status';

/**
 * What the customer is told when an action needs the network: "…to <action>." The caller passes
 * the action already in the app's language ("link your account" / "खाता जोड़ने").
 */
function offlineActionMessage(action: string, intl: IntlShape = appIntl()): string {
  return intl.formatMessage(
    {
      id: 'common.offline.actionNeedsNetwork',
      defaultMessage: "You're offline. Connect to the internet to {action}.",
    },
    { action },
  );
}

/**
 * For actions that cannot work offline (linking an account, revoking consent, unlocking a
 * statement, a withdrawal): returns true when the network is there; otherwise tells the customer
 * why nothing happens, the way their platform shows toasts, and returns false.
 *
 *   onClick={() => requireNetwork('link your account') && start()}
 */
export function requireNetwork(action: string): boolean {
  if (getOnlineStatus().online) return true;
  presentToast('warning', offlineActionMessage(action));
  return false;
}
