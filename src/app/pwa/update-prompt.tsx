import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * "New version available – Reload" (docs/pwa.md#registration-and-updates). Offered, never forced: the
 * customer decides.
 */
export function UpdatePrompt({ apply }: { apply: () => void }) {
  const intl = useIntl();
  return (
    <Snackbar
      open
      message={intl.formatMessage({ id: 'app.update.message', defaultMessage: 'New version available' })}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button color="secondary" size="small" onClick={apply}>
          <FormattedMessage id="app.update.reload" defaultMessage="Reload" />
        </Button>
      }
    />
  );
}
