import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type SwitchAccountDialogProps = {
  currentName: string | null;
  incomingName: string | null;
  /** Purges this customer's data and signs the other one in; resolves when done. */
  onSwitch: () => Promise<void>;
  onStay: () => void;
};

/**
 * A link carried another customer's sign-in while one is signed in (a plain browser): nothing
 * changes until the person holding the phone says so. Staying is the default, and what Escape does:
 * a link must never sign someone into another account silently (login CSRF).
 */
export default function SwitchAccountDialog({
  currentName,
  incomingName,
  onSwitch,
  onStay,
}: SwitchAccountDialogProps) {
  const [switching, setSwitching] = useState(false);
  const intl = useIntl();
  const you =
    currentName === null ? (
      intl.formatMessage({ id: 'app.switchAccount.anotherCustomer', defaultMessage: 'another customer' })
    ) : (
      <span translate="no">{currentName}</span>
    );
  const them =
    incomingName === null ? (
      intl.formatMessage({ id: 'app.switchAccount.differentAccount', defaultMessage: 'a different account' })
    ) : (
      <span translate="no">{incomingName}</span>
    );
  const switchAccount = () => {
    setSwitching(true);
    void onSwitch();
  };
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !switching) onStay();
      }}
      aria-labelledby="switch-account-title"
      aria-describedby="switch-account-text"
    >
      <DialogTitle id="switch-account-title">
        <FormattedMessage id="app.switchAccount.title" defaultMessage="Switch account?" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="switch-account-text">
          <FormattedMessage
            id="app.switchAccount.text"
            defaultMessage="You’re signed in as {you}. This link signs in {them}. Switching signs you out on this device and removes your data from it."
            values={{ you, them }}
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={switchAccount} disabled={switching} color="inherit">
          <FormattedMessage id="app.switchAccount.switch" defaultMessage="Switch account" />
        </Button>
        <Button onClick={onStay} disabled={switching} variant="contained" autoFocus>
          <FormattedMessage id="app.switchAccount.stay" defaultMessage="Stay signed in" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
