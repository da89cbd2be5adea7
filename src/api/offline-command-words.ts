/**
 * The words of the offline command queue (docs/pwa.md, "Changes made offline"), in the language the
 * customer reads when they are shown: the toasts are raised outside React (a send, a flush), so they
 * are formatted through `appIntl()` at that moment. A queued row keeps only its action's code
 * (src/domain/offline/command-actions.ts); rows an older version wrote with an English label still
 * read, through the code that label stood for.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import {
  storedCommandAction,
  type CommandAction,
  type CommandActionCode,
} from '@/domain/offline/command-actions';
import { refusalReason } from '@/domain/offline/command-rules';
import { appIntl } from '@/i18n/app-intl';

/** Each action as it reads inside "Couldn't {action}, so it was undone." */
const COMMAND_ACTION_MESSAGES: Readonly<Record<CommandActionCode, MessageDescriptor>> = defineMessages({
  'notify-when-supported': {
    id: 'common.offline.action.notifyWhenSupported',
    defaultMessage: 'ask to be notified',
  },
  'mark-alerts-read': {
    id: 'common.offline.action.markAlertsRead',
    defaultMessage: 'mark these alerts read',
  },
  'change-category': { id: 'common.offline.action.changeCategory', defaultMessage: 'change the category' },
  'save-rule': { id: 'common.offline.action.saveRule', defaultMessage: 'save the rule' },
  'delete-rule': { id: 'common.offline.action.deleteRule', defaultMessage: 'delete the rule' },
  'save-budget': { id: 'common.offline.action.saveBudget', defaultMessage: 'save the budget' },
  'delete-budget': { id: 'common.offline.action.deleteBudget', defaultMessage: 'delete the budget' },
  'stop-gmail-tracking': {
    id: 'common.offline.action.stopGmailTracking',
    defaultMessage: 'stop Gmail tracking',
  },
  'gmail-tracking-on': {
    id: 'common.offline.action.gmailTrackingOn',
    defaultMessage: 'turn on Gmail tracking',
  },
  'gmail-tracking-off': {
    id: 'common.offline.action.gmailTrackingOff',
    defaultMessage: 'turn off Gmail tracking',
  },
  'price-alert-on': { id: 'common.offline.action.priceAlertOn', defaultMessage: 'turn on the price alert' },
  'price-alert-off': {
    id: 'common.offline.action.priceAlertOff',
    defaultMessage: 'turn off the price alert',
  },
});

const QUEUE_MESSAGES: Readonly<Record<'queued' | 'refused' | 'refusedWhy', MessageDescriptor>> =
  defineMessages({
    queued: {
      id: 'common.offline.queued',
      defaultMessage: "Saved on this device. It will be sent when you're back online.",
    },
    refused: { id: 'common.offline.refused', defaultMessage: "Couldn't {action}, so it was undone." },
    refusedWhy: {
      id: 'common.offline.refusedWhy',
      defaultMessage: "Couldn't {action}, so it was undone. {reason}",
    },
  });

/** The toast of a change kept on the device until the network is back. */
export function queuedText(intl: IntlShape = appIntl()): string {
  return intl.formatMessage(QUEUE_MESSAGES.queued);
}

/** An action in words: its message, or an old row's label as stored when it is not one we know. */
function actionText(action: CommandAction | { label: string }, intl: IntlShape): string {
  return 'code' in action
    ? intl.formatMessage(COMMAND_ACTION_MESSAGES[action.code], action.values)
    : action.label;
}

/** What the customer reads when the server refused a change made offline, with its reason if any. */
export function refusalText(
  row: { action?: CommandAction | undefined; label?: string | undefined; refused?: string | undefined },
  intl: IntlShape = appIntl(),
): string {
  const action = actionText(storedCommandAction(row), intl);
  const reason = refusalReason(row.refused);
  return reason === null
    ? intl.formatMessage(QUEUE_MESSAGES.refused, { action })
    : intl.formatMessage(QUEUE_MESSAGES.refusedWhy, { action, reason });
}
