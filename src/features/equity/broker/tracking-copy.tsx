import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** The tracking changes a broker's masthead offers. */
export type Action = 'alerts-on' | 'alerts-off' | 'gmail-on' | 'gmail-stop';

export type ActionCopy = { title: string; body: ReactNode; confirm: string; destructive?: boolean };

/** What the confirmation dialog says for each action; the broker's name is data. */
export function copyFor(action: Action, brokerName: string, intl: IntlShape): ActionCopy {
  const broker = <span translate="no">{brokerName}</span>;
  switch (action) {
    case 'alerts-on':
      return {
        title: intl.formatMessage({
          id: 'equity.tracking.alertsOnTitle',
          defaultMessage: 'Turn on price alerts?',
        }),
        body: intl.formatMessage(
          {
            id: 'equity.tracking.alertsOnBody',
            defaultMessage:
              'We will notify you when a stock you hold at {broker} moves sharply during the day. You can turn this off any time.',
          },
          { broker },
        ),
        confirm: intl.formatMessage({
          id: 'equity.tracking.alertsOnConfirm',
          defaultMessage: 'Turn on alerts',
        }),
      };
    case 'alerts-off':
      return {
        title: intl.formatMessage({
          id: 'equity.tracking.alertsOffTitle',
          defaultMessage: 'Turn off price alerts?',
        }),
        body: intl.formatMessage(
          {
            id: 'equity.tracking.alertsOffBody',
            defaultMessage: 'You will stop getting price alerts for your stocks at {broker}.',
          },
          { broker },
        ),
        confirm: intl.formatMessage({
          id: 'equity.tracking.alertsOffConfirm',
          defaultMessage: 'Turn off alerts',
        }),
        destructive: true,
      };
    case 'gmail-on':
      return {
        title: intl.formatMessage({
          id: 'equity.tracking.gmailOnTitle',
          defaultMessage: 'Track with Gmail?',
        }),
        body: intl.formatMessage(
          {
            id: 'equity.tracking.gmailOnBody',
            defaultMessage:
              'We will read the contract notes and CAS statements {broker} and your depository email you, to keep your trades complete. We read only those emails, and you can stop any time. The first fetch takes about 45 minutes.',
          },
          { broker },
        ),
        confirm: intl.formatMessage({
          id: 'equity.tracking.gmailOnConfirm',
          defaultMessage: 'Allow Gmail tracking',
        }),
      };
    case 'gmail-stop':
      return {
        title: intl.formatMessage({
          id: 'equity.tracking.gmailStopTitle',
          defaultMessage: 'Stop Gmail and statement tracking?',
        }),
        body: intl.formatMessage(
          {
            id: 'equity.tracking.gmailStopBody',
            defaultMessage:
              'We will stop reading emails and statements for {broker}. Your account-aggregator link stays, so your holdings keep updating.',
          },
          { broker },
        ),
        confirm: intl.formatMessage({
          id: 'equity.tracking.gmailStopConfirm',
          defaultMessage: 'Stop tracking',
        }),
        destructive: true,
      };
  }
}
