import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { getBridge } from '@/native/get-bridge';

import { MainAction, OtherAction } from './action-buttons';

/**
 * "Leave account linking?" (the exit bottom sheet of docs/linking.md#screens). Progress stays in Dexie, so
 * the customer can pick up where they left off; leaving closes the webview in the host apps and goes
 * home in a browser.
 */
export function ExitSheet({ open, onStay }: { open: boolean; onStay: () => void }) {
  const navigate = useNavigate();
  usePageEvent(LINKING_PAGE_NAMES.exit, open);
  const click = useClickEvent(LINKING_PAGE_NAMES.exit);
  const intl = useIntl();

  const stay = () => {
    click('exit_cancelled');
    onStay();
  };
  const leave = () => {
    click('exit_confirmed');
    void getBridge().then((bridge) => {
      if (bridge.supports('close')) bridge.close();
      else void navigate('/', { replace: true });
    });
  };

  return (
    <BottomSheet
      open={open}
      onClose={stay}
      title={intl.formatMessage({ id: 'linking.exit.title', defaultMessage: 'Leave account linking?' })}
      actions={
        <>
          <MainAction onClick={stay}>
            <FormattedMessage id="linking.exit.stay" defaultMessage="Continue linking" />
          </MainAction>
          <OtherAction onClick={leave}>
            <FormattedMessage id="linking.exit.leave" defaultMessage="Exit" />
          </OtherAction>
        </>
      }
    >
      <Typography color="textSecondary">
        <FormattedMessage
          id="linking.exit.message"
          defaultMessage="You are a few steps away from seeing all your accounts in one place. Your progress is saved on this device, so you can pick up where you left off."
        />
      </Typography>
    </BottomSheet>
  );
}
