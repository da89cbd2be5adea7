import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';

const ENDED = defineMessages({
  title: { id: 'linking.ended.title', defaultMessage: 'This linking request has ended' },
  message: {
    id: 'linking.ended.message',
    defaultMessage:
      'It was finished or replaced by a newer one. Start again to link your accounts; it takes about a minute.',
  },
});

/** A step opened for a journey this device no longer has (finished, or another one started). */
export function JourneyEnded() {
  const { go, carry } = useEntry();
  const intl = useIntl();
  return (
    <LinkingScreen
      title={intl.formatMessage({ id: 'linking.ended.screenTitle', defaultMessage: 'Link your accounts' })}
    >
      <EmptyState
        icon={<LinkOff />}
        title={intl.formatMessage(ENDED.title)}
        message={intl.formatMessage(ENDED.message)}
        action={
          <Button variant="contained" onClick={() => go(LINKING_PATHS.bankList, carry)}>
            <FormattedMessage id="linking.ended.startAgain" defaultMessage="Start again" />
          </Button>
        }
      />
    </LinkingScreen>
  );
}
