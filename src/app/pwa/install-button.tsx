import InstallMobile from '@mui/icons-material/InstallMobile';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/** The quiet "Install app" button; `install` shows the browser's own install dialog. */
export function InstallButton({ install }: { install: () => Promise<void> }) {
  return (
    <Button variant="text" startIcon={<InstallMobile />} onClick={() => void install()} sx={{ mt: 2 }}>
      <FormattedMessage id="app.install.button" defaultMessage="Install Kosh on this device" />
    </Button>
  );
}
